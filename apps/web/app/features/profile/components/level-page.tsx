// The level tab: the player's VIP status from the groups (spec 1 §6, first matching group of
// Diamond 759, Platinum 255, Gold 259, Silver 258, Bronze 257) on the ladder of statuses, and the
// play totals of the active wallet (GET /api/player/stats). Level progress (spec 1 §9 thresholds)
// belongs to the loyalty issue and is named as not yet available.
import type { PlayerStats } from '@croupier/contract/player/get-player-stats'
import { formatMinorUnits } from '@croupier/rules/currency'
import { groupIdsOf, VIP_GROUPS, vipStatus } from '@croupier/rules/groups'
import { htmlLang } from '@croupier/rules/locale'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Card, EmptyState, TabHeading } from '../../../ui/card'
import { VipBadge } from '../../../ui/vip-badge'
import styles from './level-page.module.css'
import layout from './profile-layout.module.css'

export function LevelPage({ stats }: { stats: PlayerStats | null }) {
  const { t } = useTranslation()
  const { player, locale } = useShellContext()
  if (!player) return null
  const status = vipStatus(groupIdsOf(player.statuses))
  const ladder = [...VIP_GROUPS].reverse()
  const active = stats?.stats.find((entry) => entry.currency === stats.currency) ?? stats?.stats[0]
  const lang = htmlLang(locale)
  return (
    <>
      <TabHeading title={t('profile.tabs.level')} lead={t('profile.level.lead')} />
      <div className={layout.grid}>
        <Card id="vip-status" icon="crown" title={t('profile.level.statusTitle')}>
          <div className={styles.current}>
            <VipBadge status={status} size="lg" />
            <p className={styles.currentText}>
              {status === 'regular' ? t('profile.level.regularText') : t('profile.level.vipText')}
            </p>
          </div>
          <ol className={styles.ladder} aria-label={t('profile.level.ladderLabel')}>
            {ladder.map((step) => (
              <li
                key={step.id}
                className={styles.step}
                aria-current={step.status === status ? 'step' : undefined}
              >
                <VipBadge status={step.status} />
                {step.status === status ? <span className={styles.you}>{t('profile.level.you')}</span> : null}
              </li>
            ))}
          </ol>
        </Card>
        <Card id="play-totals" icon="star" title={t('profile.level.totalsTitle')}>
          {active ? (
            <dl className={styles.totals}>
              <div>
                <dt>{t('profile.level.bets')}</dt>
                <dd>{formatMinorUnits(active.bets_sum_cents, active.currency, lang)}</dd>
              </div>
              <div>
                <dt>{t('profile.level.deposits')}</dt>
                <dd>{formatMinorUnits(active.deposits_sum_cents, active.currency, lang)}</dd>
              </div>
              <div>
                <dt>{t('profile.level.betsCount')}</dt>
                <dd>{new Intl.NumberFormat(lang).format(active.bets_count)}</dd>
              </div>
              <div>
                <dt>{t('profile.level.wins')}</dt>
                <dd>{formatMinorUnits(active.wins_sum_cents, active.currency, lang)}</dd>
              </div>
            </dl>
          ) : (
            <EmptyState icon="star" title={t('profile.level.noTotals')} />
          )}
          <p className={styles.note}>{t('profile.level.progressSoon')}</p>
        </Card>
      </div>
    </>
  )
}
