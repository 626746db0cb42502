// The new-provider popup's calls. Which provider is new: the provider of the first game of the
// `new` category in lobby order — the operator's ordering of that category already says what is
// newest, and the contract has no field naming one provider. Its first games come from
// games_filter by providers. Seen: POST /api/player/groups adds the was-shown group.
import * as api from '@croupier/contract/api.generated'
import type { Device, Game, GamePage } from '@croupier/contract/catalogue/game'
import type { GamesFilterBody } from '@croupier/contract/catalogue/games-filter'
import { call } from '../../../lib/platform-client'

/** The category whose first game names the new provider. */
export const NEW_GAMES_CATEGORY = 'new'
/** Games of the new provider the popup shows. */
export const NEW_PROVIDER_GAMES = 4

export interface NewProvider {
  slug: string
  name: string
  games: Game[]
}

function gamesFilter(body: GamesFilterBody): Promise<GamePage> {
  return call(api.gamesFilter, { body })
}

/** Null when the `new` category is empty for this visitor (nothing to announce). */
export async function getNewProvider(device: Device): Promise<NewProvider | null> {
  const newest = await gamesFilter({
    device,
    filter: { categories: { identifiers: [NEW_GAMES_CATEGORY], strategy: 'OR' } },
    page: 1,
    page_size: 1,
  })
  const first = newest.data[0]
  if (!first) return null
  const games = await gamesFilter({
    device,
    filter: { providers: [first.provider] },
    page: 1,
    page_size: NEW_PROVIDER_GAMES,
  })
  return { slug: first.provider, name: first.provider_name, games: games.data }
}

export async function addShownGroup(group: number): Promise<void> {
  await call(api.addGroups, { body: { groups: { add: [group] } } })
}
