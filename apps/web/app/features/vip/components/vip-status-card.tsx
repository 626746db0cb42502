// The player's VIP status card (spec 2 §2.7, §4): the status with its badge, how long it holds
// (Diamond for life), and the quarter's progress towards the next status: overall, deposits and bets
// in the player's currency. A progress that failed to load counts from nothing towards Bronze with
// the default thresholds (spec 2 §4), under the status the player's groups give.
import type { VipProgress } from '@croupier/contract/vip/get-vip-status-progress'
import { formatMinorUnits } from '@croupier/rules/currency'
import type { VipStatus } from '@croupier/rules/groups'
import { htmlLang } from '@croupier/rules/locale'
import { sharePercent } from '@croupier/rules/vip'
import { fallbackVipProgress } from '@croupier/rules/vip-card'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Card } from '../../../ui/card'
import { VipBadge } from '../../../ui/vip-badge'
import { formatLastDay } from '../model/vip-format'
import { ProgressBar } from './progress-bar'
import styles from './vip.module.css'

/** `groupStatus`: the status of the player's groups (spec 1 §6), shown when the progress failed. */
export function VipStatusCard({
  progress,
  currency,
  groupStatus,
}: {
  progress: VipProgress | null
  currency: string
  groupStatus: VipStatus
}) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const lang = htmlLang(locale)
  const shown = progress ?? fallbackVipProgress(currency)
  const status = progress?.activeStatus ?? groupStatus
  const money = (cents: number) => formatMinorUnits(cents, shown.currency, lang)
  const next = shown.nextStatus
  return (
    <Card id="vip-status" icon="crown" title={t('vip.statusTitle')}>
      <div className={styles.current}>
        <VipBadge status={status} size="lg" />
        <p className={styles.muted}>
          {status === 'diamond'
            ? t('vip.lifelong')
            : shown.heldUntil && status !== 'regular'
              ? t('vip.heldUntil', { date: formatLastDay(shown.heldUntil, lang) })
              : t('vip.regularText')}
        </p>
      </div>
      {progress === null ? (
        <p className={styles.notice} role="status">
          {t('vip.progressFailed')}
        </p>
      ) : null}
      {next ? (
        <section className={styles.progress} aria-labelledby="vip-progress-title">
          <h4 id="vip-progress-title" className={styles.subTitle}>
            {t('vip.progressTitle', { status: t(`profile.vip.${next}`) })}
          </h4>
          <ProgressBar label={t('vip.overall')} percent={shown.overallProgress} />
          <ProgressBar
            label={t('vip.deposits')}
            percent={sharePercent(shown.depositAmountCents, shown.depositThresholdCents)}
            detail={t('vip.amountOf', {
              amount: money(shown.depositAmountCents),
              threshold: money(shown.depositThresholdCents),
            })}
          />
          <ProgressBar
            label={t('vip.bets')}
            percent={sharePercent(shown.betSumCents, shown.betSumThresholdCents)}
            detail={t('vip.amountOf', {
              amount: money(shown.betSumCents),
              threshold: money(shown.betSumThresholdCents),
            })}
          />
          <p className={styles.hint}>{t('vip.eitherHint')}</p>
        </section>
      ) : (
        <p className={styles.muted}>{t('vip.topReached')}</p>
      )}
    </Card>
  )
}
