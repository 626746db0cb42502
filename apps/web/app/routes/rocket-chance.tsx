// /rocket-chance (spec 2 §2.1, §5): the Rocket Chance wheel tournament while its page switch is on,
// else /promotions. With no Rocket Chance tournament visible to the viewer, a message, not a 404.
import * as api from '@croupier/contract/api.generated'
import { localizePath } from '@croupier/rules/locale'
import { Link, redirect, useLoaderData } from 'react-router'
import { LootboxList } from '../features/lootboxes/components/lootbox-list'
import { playerGet } from '../features/profile/profile-route.server'
import { RocketChancePage } from '../features/tournaments/components/rocket-chance-page'
import { pageOpen } from '../features/tournaments/page-switches.server'
import { loadTournament } from '../features/tournaments/tournaments.server'
import { pageMeta } from '../lib/meta'
import { routeContext } from '../lib/route-context.server'
import { useShellContext } from '../lib/shell-context'
import { useTranslation } from '../lib/translate'
import { buttonClass } from '../ui/button'
import { MessagePage } from '../ui/message-page'
import type { Route } from './+types/rocket-chance'

const ROCKET_CHANCE = 'rocket-chance'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { shell, locale, t } = await routeContext(request, context)
  if (!(await pageOpen(shell, ROCKET_CHANCE))) throw redirect(localizePath(locale, '/promotions'))
  const meta = {
    title: t('tournaments.rocketChance.metaTitle'),
    description: t('tournaments.rocketChance.lead'),
  }
  const isPlayer = Boolean(shell?.player)
  const [load, lootboxes] = await Promise.all([
    loadTournament(request, ROCKET_CHANCE, isPlayer),
    isPlayer ? playerGet(request, api.getPlayerLootboxes) : Promise.resolve(null),
  ])
  if (load.kind !== 'open') return { meta, open: null, lootboxes }
  return { meta, open: { tournament: load.tournament, status: load.status }, lootboxes }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function RocketChance() {
  const { open, lootboxes } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const { locale } = useShellContext()
  if (open)
    return (
      <RocketChancePage
        tournament={open.tournament}
        status={open.status}
        spins={<LootboxList initial={lootboxes} />}
      />
    )
  return (
    <MessagePage
      icon="star"
      title={t('tournaments.rocketChance.closedTitle')}
      actions={
        <Link to={localizePath(locale, '/tournaments')} className={buttonClass('primary')}>
          {t('tournaments.toTournaments')}
        </Link>
      }
    >
      <p>{t('tournaments.rocketChance.closedText')}</p>
    </MessagePage>
  )
}
