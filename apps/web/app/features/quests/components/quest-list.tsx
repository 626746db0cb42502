// The quest list of /quests and /action and the achievements of /achievements (spec 2 §2.1): each quest the platform lets the viewer see
// (ffc ones only with test quests, group-restricted ones only for their groups) with its status
// and size, linking to its page /action/{identifier}.
import type { Tournament } from '@croupier/contract/tournaments/tournament'
import { localizePath } from '@croupier/rules/locale'
import { parsePromoIdentifier, QUEST_LEVEL_COUNTS } from '@croupier/rules/promotions'
import { Link } from 'react-router'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import styles from './quests.module.css'

const TEXTS = {
  quest: { title: 'quests.listTitle', lead: 'quests.listLead', empty: 'quests.empty' },
  // Achievements never reset (spec 2 §9 K4, ADR 041): the same ladders without an end.
  achievement: {
    title: 'quests.achievementsTitle',
    lead: 'quests.achievementsLead',
    empty: 'quests.achievementsEmpty',
  },
} as const

export function QuestList({ quests, kind }: { quests: Tournament[]; kind: 'quest' | 'achievement' }) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const texts = TEXTS[kind]
  return (
    <div className={styles.page}>
      <header className={styles.banner}>
        <h1 className={styles.title}>{t(texts.title)}</h1>
        <p className={styles.meta}>{t(texts.lead)}</p>
      </header>
      {quests.length === 0 ? (
        <p className={styles.muted}>{t(texts.empty)}</p>
      ) : (
        <ul className={styles.list}>
          {quests.map((quest) => {
            const size = parsePromoIdentifier(quest.frontend_identifier).questSize ?? 'm'
            return (
              <li key={quest.id}>
                <article className={styles.card} aria-labelledby={`quest-${quest.id}`}>
                  <p className={`${styles.status} ${styles[quest.status]}`}>
                    {t(`quests.status.${quest.status}`)}
                  </p>
                  <h2 id={`quest-${quest.id}`} className={styles.cardTitle}>
                    {quest.title}
                  </h2>
                  <p className={styles.muted}>
                    {t('quests.size', { size, count: QUEST_LEVEL_COUNTS[size] })}
                  </p>
                  {quest.description ? <p>{quest.description}</p> : null}
                  <Link
                    to={localizePath(locale, `/action/${encodeURIComponent(quest.frontend_identifier)}`)}
                    aria-label={`${t('quests.open')}: ${quest.title}`}
                  >
                    {t('quests.open')}
                  </Link>
                </article>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
