// The player's level (spec 2 §2.7, §3 "Level"; ADR 040): the level by persistent comp points, the
// points, the bar towards the next level and the weekly cashback the player gets now.
import type { PlayerLevel } from '@croupier/contract/vip/get-player-level'
import { htmlLang } from '@croupier/rules/locale'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Card, EmptyState } from '../../../ui/card'
import { formatPercent, formatPoints } from '../model/vip-format'
import { ProgressBar } from './progress-bar'
import styles from './vip.module.css'

export function LevelCard({ level }: { level: PlayerLevel | null }) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const lang = htmlLang(locale)
  if (!level) {
    return (
      <Card id="level" icon="star" title={t('vip.level.title')}>
        <EmptyState icon="star" title={t('vip.level.failed')} />
      </Card>
    )
  }
  const target = level.level.conditions.persistent_comp_points.max
  return (
    <Card id="level" icon="star" title={t('vip.level.title')}>
      <div className={styles.current}>
        <img src={level.level.image} alt="" width={80} height={80} className={styles.levelImage} />
        <div className={styles.levelText}>
          <p className={styles.levelName}>{level.level.name}</p>
          <p className={styles.hint}>{level.level.content}</p>
          <p className={styles.muted}>
            {t('vip.level.points', { points: formatPoints(level.persistent_points, lang) })}
          </p>
          <p className={styles.muted}>
            {level.cashback_percent > 0
              ? t('vip.level.cashback', { percent: formatPercent(level.cashback_percent, lang) })
              : t('vip.level.noCashback')}
          </p>
        </div>
      </div>
      {level.next_level && target !== null ? (
        <ProgressBar
          label={t('vip.level.progress', { level: level.next_level.name })}
          percent={level.progress_percent}
          detail={t('vip.level.pointsOf', {
            points: formatPoints(level.persistent_points, lang),
            target: formatPoints(target, lang),
          })}
        />
      ) : (
        <p className={styles.muted}>{t('vip.level.top')}</p>
      )}
    </Card>
  )
}
