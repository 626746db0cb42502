// The VIP status badge (spec 1 §6: Diamond 759, Platinum 255, Gold 259, Silver 258, Bronze 257),
// in the header and side menu (xs), the profile header (sm) and the level page (lg).
import type { VipStatus } from '@croupier/rules/groups'
import { useTranslation } from '../lib/translate'
import { Icon } from './icon'
import styles from './vip-badge.module.css'

const ICON_SIZE = { xs: 12, sm: 14, lg: 20 } as const

export function VipBadge({ status, size = 'sm' }: { status: VipStatus; size?: 'xs' | 'sm' | 'lg' }) {
  const { t } = useTranslation()
  return (
    <span className={`${styles.badge} ${styles[status]} ${styles[size] ?? ''}`}>
      <Icon
        name={status === 'regular' ? 'user' : status === 'diamond' ? 'gem' : 'crown'}
        size={ICON_SIZE[size]}
      />
      {t(`profile.vip.${status}`)}
    </span>
  )
}
