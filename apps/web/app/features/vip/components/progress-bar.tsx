// A labelled progress bar of the VIP screens: the label and its figures above, the bar below, named
// and valued for assistive technology.
import { useId } from 'react'
import styles from './vip.module.css'

export function ProgressBar({
  label,
  percent,
  detail,
}: {
  label: string
  percent: number
  /** "€1,200.00 of €6,000.00", shown beside the label. */
  detail?: string
}) {
  const labelId = useId()
  const value = Math.max(0, Math.min(100, Math.floor(percent)))
  return (
    <div className={styles.bar}>
      <div className={styles.barText}>
        <span id={labelId} className={styles.barLabel}>
          {label}
        </span>
        <span>{detail ?? `${value}%`}</span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={detail ? `${value}% · ${detail}` : `${value}%`}
      >
        <div className={styles.fill} style={{ width: `${value}%` }} />
      </div>
    </div>
  )
}
