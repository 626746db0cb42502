// How much of a limit the period has used: a progress bar that assistive technology reads as
// "CA$25.00 of CA$100.00 used" rather than a bare percentage.
import { useTranslation } from '../../../lib/translate'
import type { LimitUsage } from '../model/limits'
import styles from './limits.module.css'

/** From this share on the bar warns (our choice: the last fifth of the limit). */
const HIGH_USAGE_PERCENT = 80

export function UsageMeter({
  usage,
  label,
  format,
}: {
  usage: LimitUsage
  /** The accessible name of the bar, e.g. "Deposit limit per day, usage". */
  label: string
  format: (value: number) => string
}) {
  const { t } = useTranslation()
  const used = t('limits.list.used', { used: format(usage.used), limit: format(usage.limit) })
  const left = t('limits.list.left', { left: format(Math.max(0, usage.limit - usage.used)) })
  const level = usage.percent >= 100 ? 'full' : usage.percent >= HIGH_USAGE_PERCENT ? 'high' : 'normal'
  return (
    <div className={styles.meter}>
      <div className={styles.meterText} aria-hidden="true">
        <span>{used}</span>
        <span>{left}</span>
      </div>
      <div
        className={styles.meterTrack}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={usage.percent}
        aria-valuetext={`${used}, ${left}`}
      >
        <div className={styles.meterFill} style={{ width: `${usage.percent}%` }} data-level={level} />
      </div>
    </div>
  )
}
