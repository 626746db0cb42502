// The level tab's play totals card: what the player has played in the active wallet (GET
// /api/player/stats). The tab's VIP status, level and levels slider come from features/vip; the
// route composes them.
import type { PlayerStats } from '@croupier/contract/player/get-player-stats'
import { formatMinorUnits } from '@croupier/rules/currency'
import { htmlLang } from '@croupier/rules/locale'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Card, EmptyState } from '../../../ui/card'
import styles from './level-page.module.css'

export function PlayTotalsCard({ stats }: { stats: PlayerStats | null }) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const active = stats?.stats.find((entry) => entry.currency === stats.currency) ?? stats?.stats[0]
  const lang = htmlLang(locale)
  return (
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
    </Card>
  )
}
