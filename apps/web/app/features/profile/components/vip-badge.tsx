// The VIP status badge (spec 1 §6: Diamond 759, Platinum 255, Gold 259, Silver 258, Bronze 257).
import type { VipStatus } from '@croupier/rules/groups'
import { useTranslation } from '../../../lib/translate'
import { ProfileIcon } from '../../../ui/profile-icon'
import styles from './vip-badge.module.css'

export function VipBadge({ status, size = 'sm' }: { status: VipStatus; size?: 'sm' | 'lg' }) {
  const { t } = useTranslation()
  return (
    <span className={`${styles.badge} ${styles[status]} ${size === 'lg' ? styles.lg : ''}`}>
      <ProfileIcon
        name={status === 'regular' ? 'user' : status === 'diamond' ? 'gem' : 'crown'}
        size={size === 'lg' ? 20 : 14}
      />
      {t(`profile.vip.${status}`)}
    </span>
  )
}
