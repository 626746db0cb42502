// /aquanova-odyssey, the activity hub (spec 2 §2.1, full width; ADR 041): a player's quests with
// their bets, the tournaments they joined with rank, running lotteries with their tickets, and their
// promo widgets; a guest sees what is running and a sign-up.
import type { Tournament } from '@croupier/contract/tournaments/tournament'
import { formatMinorUnits } from '@croupier/rules/currency'
import { htmlLang, localizePath } from '@croupier/rules/locale'
import type { ReactNode } from 'react'
import { Link, useLoaderData } from 'react-router'
import { isBuiltPage } from '../lib/built-pages'
import { pageMeta } from '../lib/meta'
import { routeContext } from '../lib/route-context.server'
import { useShellContext } from '../lib/shell-context'
import { useTranslation } from '../lib/translate'
import { PromoWidgets } from '../shell/promo-widgets'
import { buttonClass } from '../ui/button'
import promo from '../ui/promo-page.module.css'
import type { Route } from './+types/activity-hub'
import styles from './activity-hub.module.css'
import { loadActivityHub } from './activity-hub.server'
import { loadPromoWidgets } from './lobby-widgets.server'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { shell, t } = await routeContext(request, context)
  const meta = { title: t('activityHub.metaTitle'), description: t('activityHub.lead') }
  const signedIn = shell?.player != null
  const [hub, widgets] = await Promise.all([
    loadActivityHub(request, signedIn),
    loadPromoWidgets(request, shell),
  ])
  // Links only to pages this client has built (ADR 024).
  const tournamentPages = isBuiltPage('/tournaments/x', [])
  return {
    meta,
    hub,
    // The hub's own widget would only link to this page.
    widgets: (widgets ?? []).filter((widget) => widget.type !== 'activityHub'),
    links: { tournamentPages, tournaments: isBuiltPage('/tournaments', []) },
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function ActivityHub() {
  const { hub, widgets, links } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const lang = htmlLang(locale)
  const href = (path: string) => localizePath(locale, path)
  const tournamentTitle = (tournament: Tournament) =>
    links.tournamentPages ? (
      <Link to={href(`/tournaments/${encodeURIComponent(tournament.frontend_identifier)}`)}>
        {tournament.title}
      </Link>
    ) : (
      tournament.title
    )
  return (
    <div className={promo.page}>
      <header className={promo.banner}>
        <h1 className={promo.title}>{t('activityHub.title')}</h1>
        <p className={promo.muted}>{hub.signedIn ? t('activityHub.lead') : t('activityHub.guestLead')}</p>
        {hub.signedIn ? null : (
          <Link to={href('/sign-up')} className={buttonClass('primary')}>
            {t('activityHub.signUp')}
          </Link>
        )}
      </header>
      {widgets.length > 0 ? <PromoWidgets widgets={widgets} /> : null}
      <div className={styles.grid}>
        <HubSection id="hub-quests" title={t('activityHub.questsTitle')}>
          {hub.quests.length === 0 ? <p className={promo.muted}>{t('activityHub.questsEmpty')}</p> : null}
          <ul className={styles.list}>
            {hub.quests.map(({ quest, bets }) => (
              <li key={quest.id} className={styles.item}>
                <Link
                  to={href(`/action/${encodeURIComponent(quest.frontend_identifier)}`)}
                  className={styles.itemTitle}
                >
                  {quest.title}
                </Link>
                {bets !== null ? (
                  <span className={promo.muted}>
                    {t('quests.yourBets', {
                      amount: formatMinorUnits(bets, quest.currency, lang, { dropWholeFraction: true }),
                    })}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
          <Link to={href('/achievements')}>{t('activityHub.achievementsLink')}</Link>
        </HubSection>
        <HubSection
          id="hub-tournaments"
          title={hub.signedIn ? t('activityHub.tournamentsTitle') : t('activityHub.guestTitle')}
        >
          {hub.signedIn ? (
            hub.joined.length === 0 ? (
              <p className={promo.muted}>{t('activityHub.tournamentsEmpty')}</p>
            ) : (
              <ul className={styles.list}>
                {hub.joined.map(({ tournament, status }) => (
                  <li key={tournament.id} className={styles.item}>
                    <span className={styles.itemTitle}>{tournamentTitle(tournament)}</span>
                    <span className={promo.muted}>
                      {status.award_place === null
                        ? t('activityHub.unranked')
                        : `${t('activityHub.rank', { place: status.award_place })} · ${t('activityHub.score', { score: status.score })}`}
                    </span>
                  </li>
                ))}
              </ul>
            )
          ) : (
            <ul className={styles.list}>
              {hub.running.map((tournament) => (
                <li key={tournament.id} className={styles.item}>
                  <span className={styles.itemTitle}>{tournamentTitle(tournament)}</span>
                </li>
              ))}
            </ul>
          )}
          {links.tournaments ? <Link to={href('/tournaments')}>{t('activityHub.toTournaments')}</Link> : null}
        </HubSection>
        <HubSection id="hub-lotteries" title={t('activityHub.lotteriesTitle')}>
          {hub.lotteries.length === 0 ? (
            <p className={promo.muted}>{t('activityHub.lotteriesEmpty')}</p>
          ) : null}
          <ul className={styles.list}>
            {hub.lotteries.map((lottery) => (
              <li key={lottery.id} className={styles.item}>
                <Link
                  to={href(`/lottery/${encodeURIComponent(lottery.frontend_identifier)}`)}
                  className={styles.itemTitle}
                >
                  {lottery.title}
                </Link>
                {hub.signedIn ? (
                  <span className={promo.muted}>{t('activityHub.tickets', { count: lottery.tickets })}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </HubSection>
      </div>
    </div>
  )
}

function HubSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={promo.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={promo.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  )
}
