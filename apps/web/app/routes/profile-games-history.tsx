// /profile/games-history (spec 1 §2): the rounds the player played.
import { localizePath } from '@croupier/rules/locale'
import { Link, useLoaderData } from 'react-router'
import { profileRouteContext } from '../features/profile/profile-route.server'
import { useShellContext } from '../lib/shell-context'
import { useTranslation } from '../lib/translate'
import { pageMeta } from '../shell/meta'
import { buttonClass } from '../ui/button'
import { Card, EmptyState, TabHeading } from '../ui/card'
import type { Route } from './+types/profile-games-history'

/** One played round; the catalogue issue (#4) defines it with GET /api/player/played_games. */
interface PlayedRound {
  id: string
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const profile = await profileRouteContext(request, context, 'gamesHistory')
  // TODO(#4): load GET /api/player/played_games (spec 1 §7) once the catalogue issue adds its
  // contract and endpoint, and render the rounds; no game can be played before that, so the list
  // is empty by fact, not by omission.
  const rounds: PlayedRound[] = []
  return { meta: profile?.meta, rounds }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function ProfileGamesHistory() {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const { rounds } = useLoaderData<typeof loader>()
  return (
    <>
      <TabHeading title={t('profile.tabs.gamesHistory')} lead={t('profile.gamesHistory.lead')} />
      <Card id="games-history" icon="history" title={t('profile.gamesHistory.title')}>
        {rounds.length === 0 ? (
          <EmptyState
            icon="pokies"
            title={t('profile.gamesHistory.emptyTitle')}
            action={
              <Link to={localizePath(locale, '/')} className={buttonClass('primary')}>
                {t('profile.gamesHistory.browse')}
              </Link>
            }
          >
            {t('profile.gamesHistory.emptyText')}
          </EmptyState>
        ) : null}
      </Card>
    </>
  )
}
