// /profile/games-history (spec 1 §2): the rounds the player played, newest first, 20 per page
// (GET /api/player/games_history; `?page=` pages).
import * as api from '@croupier/contract/api.generated'
import { localizePath } from '@croupier/rules/locale'
import { Link, useLoaderData } from 'react-router'
import { GamesHistoryTable } from '../features/play/components/games-history'
import { playerGet, profileRouteContext } from '../features/profile/profile-route.server'
import { pageMeta } from '../lib/meta'
import { useShellContext } from '../lib/shell-context'
import { useTranslation } from '../lib/translate'
import { GLYPHS } from '../ui/account-glyphs'
import { buttonClass } from '../ui/button'
import { Card, EmptyState, TabHeading } from '../ui/card'
import type { Route } from './+types/profile-games-history'

/** Rounds per page of the history. */
const HISTORY_PAGE_SIZE = 20

export async function loader({ request, context }: Route.LoaderArgs) {
  const profile = await profileRouteContext(request, context, 'gamesHistory')
  const requested = Number(new URL(request.url).searchParams.get('page') ?? '1')
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1
  const history = profile
    ? await playerGet(request, api.getGamesHistory, { query: { page, page_size: HISTORY_PAGE_SIZE } })
    : null
  const total = history?.pagination.total ?? 0
  return {
    meta: profile?.meta,
    rounds: history?.data ?? [],
    page,
    pages: Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE)),
    failed: profile !== null && history === null,
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function ProfileGamesHistory() {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const { rounds, page, pages, failed } = useLoaderData<typeof loader>()
  return (
    <>
      <TabHeading title={t('profile.tabs.gamesHistory')} lead={t('profile.gamesHistory.lead')} />
      <Card id="games-history" icon={GLYPHS.history} title={t('profile.gamesHistory.title')}>
        {rounds.length > 0 ? (
          <GamesHistoryTable
            rounds={rounds}
            page={page}
            pages={pages}
            locale={locale}
            pageHref={(target) => `${localizePath(locale, '/profile/games-history')}?page=${target}`}
          />
        ) : (
          <EmptyState
            icon="pokies"
            title={failed ? t('pages.unavailable.title') : t('profile.gamesHistory.emptyTitle')}
            action={
              <Link to={localizePath(locale, '/')} className={buttonClass('primary')}>
                {t('profile.gamesHistory.browse')}
              </Link>
            }
          >
            {failed ? t('pages.unavailable.text') : t('profile.gamesHistory.emptyText')}
          </EmptyState>
        )}
      </Card>
    </>
  )
}
