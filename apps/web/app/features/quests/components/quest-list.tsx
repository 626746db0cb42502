// The quest list of /quests and /action (spec 2 §2.1): each quest the platform lets the viewer see
// (ffc ones only with test quests, group-restricted ones only for their groups) with its status
// and size, linking to its page /action/{identifier}.
import type { Tournament } from '@croupier/contract/tournaments/tournament'
import { localizePath } from '@croupier/rules/locale'
import { parsePromoIdentifier, QUEST_LEVEL_COUNTS } from '@croupier/rules/promotions'
import { Link } from 'react-router'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import promo from '../../../ui/promo-page.module.css'
import styles from './quests.module.css'

export function QuestList({ quests }: { quests: Tournament[] }) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  return (
    <div className={promo.page}>
      <header className={promo.banner}>
        <h1 className={promo.title}>{t('quests.listTitle')}</h1>
        <p className={promo.meta}>{t('quests.listLead')}</p>
      </header>
      {quests.length === 0 ? (
        <p className={promo.muted}>{t('quests.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {quests.map((quest) => {
            const size = parsePromoIdentifier(quest.frontend_identifier).questSize ?? 'm'
            return (
              <li key={quest.id}>
                <article className={styles.card} aria-labelledby={`quest-${quest.id}`}>
                  <p className={`${promo.status} ${promo[quest.status]}`}>
                    {t(`quests.status.${quest.status}`)}
                  </p>
                  <h2 id={`quest-${quest.id}`} className={styles.cardTitle}>
                    {quest.title}
                  </h2>
                  <p className={promo.muted}>{t('quests.size', { size, count: QUEST_LEVEL_COUNTS[size] })}</p>
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
