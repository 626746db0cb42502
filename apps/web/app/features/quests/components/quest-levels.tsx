// A quest's level ladder (spec 2 §3, §4): each level's minimum bet and prize in the viewer's
// currency with its state, completed, current (active) or locked; a guest sees the ladder without states.
import type { Quest } from '@croupier/contract/quests/get-quest'
import { formatMinorUnits } from '@croupier/rules/currency'
import { htmlLang } from '@croupier/rules/locale'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import promo from '../../../ui/promo-page.module.css'
import { questPrizeText } from '../model/quest-view'
import styles from './quests.module.css'

export function QuestLevels({ quest }: { quest: Quest }) {
  const { t } = useTranslation()
  const lang = htmlLang(useShellContext().locale)
  const titleId = `quest-levels-${quest.id}`
  return (
    <section className={promo.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={promo.sectionTitle}>
        {t('quests.levelsTitle')}
      </h2>
      <ol className={styles.levels}>
        {quest.levels.map((level) => {
          // A guest's states say nothing about them (ADR 041: first active, the rest locked).
          const state = quest.bets_cents === null ? null : level.state
          return (
            <li key={level.level} className={`${styles.level} ${state ? styles[state] : ''}`}>
              <span className={styles.levelName}>{t('quests.level', { level: level.level })}</span>
              <span className={styles.levelBet}>
                {t('quests.minBet', {
                  amount: formatMinorUnits(level.min_bet_cents, quest.currency, lang, {
                    dropWholeFraction: true,
                  }),
                })}
              </span>
              <span className={styles.levelPrize}>
                {questPrizeText(t, level.prize, quest.currency, lang) ?? t('quests.noPrize')}
              </span>
              {state ? <span className={styles.levelState}>{t(`quests.state.${state}`)}</span> : null}
            </li>
          )
        })}
      </ol>
    </section>
  )
}
