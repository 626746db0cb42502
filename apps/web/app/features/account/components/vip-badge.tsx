// The VIP badge beside the nickname (spec 1 §6, spec 2 §2.2, §6): only for non-regular statuses.
import type { VipStatus } from '@croupier/rules/groups'
import { useTranslation } from '../../../lib/translate'
import { Icon } from '../../../ui/icon'
import styles from './player-actions.module.css'

export function VipBadge({ status }: { status: Exclude<VipStatus, 'regular'> }) {
  const { t } = useTranslation()
  return (
    <span className={`${styles.vip} ${styles[status]}`}>
      <Icon name={status === 'diamond' ? 'gem' : 'crown'} size={12} />
      {t(`account.vip.${status}`)}
    </span>
  )
}
