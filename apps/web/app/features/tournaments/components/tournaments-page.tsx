// /tournaments with its tabs and archive, /arena and /promo (spec 2 §2.1; ADR 041 "Client"): the
// tabs as links (paths /tournaments/{tab}), the cards of the view, or the finished ones with winners.
import { htmlLang, localizePath } from '@croupier/rules/locale'
import { Link } from 'react-router'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import type { TournamentView } from '../model/tournament-tabs'
import type { ListLoad } from '../tournaments.server'
import { ArchiveList } from './archive-list'
import { LotteryCards } from './lottery-cards'
import { TournamentCard } from './tournament-card'
import styles from './tournaments.module.css'

export interface TabLink {
  view: TournamentView
  path: string
}

export function TournamentsPage({
  view,
  tabs,
  load,
}: {
  view: TournamentView
  tabs: TabLink[]
  load: ListLoad
}) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const lang = htmlLang(locale)
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t(`tournaments.title.${view}`)}</h1>
      <p className={styles.lead}>{t(`tournaments.lead.${view}`)}</p>
      {tabs.length > 0 ? (
        <nav aria-label={t('tournaments.tabsLabel')}>
          <ul className={styles.tabs}>
            {tabs.map((tab) => (
              <li key={tab.view}>
                <Link
                  to={localizePath(locale, tab.path)}
                  className={styles.tab}
                  aria-current={tab.view === view ? 'page' : undefined}
                >
                  {t(`tournaments.tab.${tab.view}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {load.kind === 'failed' ? <p className={styles.empty}>{t('tournaments.failed')}</p> : null}
      {load.kind === 'lotteries' ? <LotteryCards lotteries={load.lotteries} /> : null}
      {load.kind === 'archive' ? <ArchiveList finished={load.finished} lang={lang} /> : null}
      {load.kind === 'list' && load.cards.length === 0 ? (
        <p className={styles.empty}>{t('tournaments.empty')}</p>
      ) : null}
      {load.kind === 'list' && load.cards.length > 0 ? (
        <ul className={styles.grid}>
          {load.cards.map((card) => (
            <li key={card.tournament.id}>
              <TournamentCard tournament={card.tournament} href={card.href} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
