// The VIP club (spec 2 §2.7): for a player the status card with the quarter's progress, the manager
// block (VIP players) and the compare carousel with each card's state; for a guest the comparison
// with a register button. Live: a status change (`group_updates`) reloads the page's data.
import type { VipProgress } from '@croupier/contract/vip/get-vip-status-progress'
import type { VipStatuses } from '@croupier/contract/vip/get-vip-statuses'
import { groupIdsOf, vipStatus } from '@croupier/rules/groups'
import { localizePath } from '@croupier/rules/locale'
import { Link } from 'react-router'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { buttonClass } from '../../../ui/button'
import { EmptyState } from '../../../ui/card'
import layout from '../../../ui/layout.module.css'
import { ManagerBlock } from './manager-block'
import styles from './vip.module.css'
import { VipCompare } from './vip-compare'
import { VipStatusCard } from './vip-status-card'

export function VipClubPage({
  statuses,
  progress,
  currency,
}: {
  statuses: VipStatuses | null
  progress: VipProgress | null
  currency: string
}) {
  const { t } = useTranslation()
  const { player, locale } = useShellContext()
  // The groups decide the status shown (spec 1 §6); the progress adds the quarter's figures.
  const groupStatus = player ? vipStatus(groupIdsOf(player.statuses)) : null
  const current = groupStatus ? (progress?.activeStatus ?? groupStatus) : null
  return (
    <div className={`${layout.container} ${styles.page}`}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{t('vip.title')}</h1>
        <p className={styles.lead}>{player ? t('vip.lead') : t('vip.guestLead')}</p>
        {player ? null : (
          <Link to={localizePath(locale, '/sign-up')} className={buttonClass('primary', { size: 'lg' })}>
            {t('vip.register')}
          </Link>
        )}
      </header>
      {player ? (
        <div className={styles.columns}>
          <VipStatusCard progress={progress} currency={currency} groupStatus={current ?? 'regular'} />
          <ManagerBlock player={player} className={styles.managerCard} />
        </div>
      ) : null}
      {statuses ? (
        <VipCompare statuses={statuses} current={current} />
      ) : (
        <EmptyState icon="crown" title={t('vip.compareFailed')} />
      )}
    </div>
  )
}
