// /achievements (spec 2 §9 K4, ADR 041): achievements are ladders that never reset; each card shows
// the player's level and the way to the next one (a guest: the first requirement), and opens the
// whole ladder on /action/{identifier}.
import type { Quest } from '@croupier/contract/quests/get-quest'
import { formatMinorUnits } from '@croupier/rules/currency'
import { htmlLang, localizePath } from '@croupier/rules/locale'
import { Link } from 'react-router'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import promo from '../../../ui/promo-page.module.css'
import { questProgress } from '../model/quest-view'
import styles from './quests.module.css'

export function AchievementList({ achievements }: { achievements: Quest[] }) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const lang = htmlLang(locale)
  return (
    <div className={promo.page}>
      <header className={promo.banner}>
        <h1 className={promo.title}>{t('quests.achievementsTitle')}</h1>
        <p className={promo.meta}>{t('quests.achievementsLead')}</p>
      </header>
      {achievements.length === 0 ? <p className={promo.muted}>{t('quests.achievementsEmpty')}</p> : null}
      <ul className={styles.list}>
        {achievements.map((achievement) => {
          const progress = questProgress(achievement)
          const money = (cents: number) =>
            formatMinorUnits(cents, achievement.currency, lang, { dropWholeFraction: true })
          return (
            <li key={achievement.id}>
              <article className={styles.card} aria-labelledby={`achievement-${achievement.id}`}>
                <h2 id={`achievement-${achievement.id}`} className={styles.cardTitle}>
                  {achievement.title}
                </h2>
                {achievement.description ? <p className={promo.muted}>{achievement.description}</p> : null}
                {achievement.bets_cents === null ? (
                  <p>{t('quests.size', { size: achievement.size, count: achievement.levels.length })}</p>
                ) : (
                  <>
                    <p>
                      {t('quests.currentLevel', {
                        level: achievement.current_level ?? 0,
                        total: achievement.levels.length,
                      })}
                    </p>
                    <div
                      className={styles.bar}
                      role="progressbar"
                      aria-label={`${t('quests.progressLabel')}: ${achievement.title}`}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={progress.percent}
                    >
                      <span className={styles.barFill} style={{ width: `${progress.percent}%` }} />
                    </div>
                    <p className={promo.muted}>
                      {achievement.next_level === null
                        ? t('quests.allDone')
                        : t('quests.toNext', {
                            amount: money(progress.toNext),
                            level: achievement.next_level,
                          })}
                    </p>
                  </>
                )}
                <Link
                  to={localizePath(locale, `/action/${encodeURIComponent(achievement.frontend_identifier)}`)}
                  aria-label={`${t('quests.open')}: ${achievement.title}`}
                >
                  {t('quests.open')}
                </Link>
              </article>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
