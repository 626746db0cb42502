// Catalogue reads for route loaders (spec 2 §7): the platform answers per audience (country, bot,
// device, jackpot currency), so these go through the request's own client, shared only by audience.
import * as api from '@croupier/contract/api.generated'
import type { FavouriteGames } from '@croupier/contract/catalogue/favourite-games'
import type { Device, Game, GamePage } from '@croupier/contract/catalogue/game'
import type { GamesFilterBody } from '@croupier/contract/catalogue/games-filter'
import type { GameCategory } from '@croupier/contract/catalogue/get-game-categories'
import type { GameProvider } from '@croupier/contract/catalogue/get-game-providers'
import { FAVOURITES_V1_MEDIA_TYPE, FAVOURITES_V2_MEDIA_TYPE } from '@croupier/rules/catalogue'
import { clientContextFromUserAgent } from '@croupier/rules/client-context'
import { deviceFromUserAgent } from '@croupier/rules/device'
import { data } from 'react-router'
import type { PageMeta } from '../../lib/meta'
import { platformFor, sharedByAudience } from '../../lib/platform-client.server'
import { requestCountry } from '../../lib/visitor-country.server'
import type { TileGame } from './components/game-tile'

export type GamesFilter = GamesFilterBody['filter']
export interface TilePage {
  data: TileGame[]
  pagination: GamePage['pagination']
}

export function requestDevice(request: Request): Device {
  return deviceFromUserAgent(request.headers.get('user-agent'))
}

/**
 * What a tile needs, and no more: loader data is serialised into the page. Of the currencies only
 * the player's own is kept, the one the lock reads (spec 2 §5); a wallet switch revalidates.
 */
export function toTileGame(game: Game, currency: string | null): TileGame {
  const own = currency ? game.currencies[currency] : undefined
  return {
    id: game.id,
    title: game.title,
    provider: game.provider,
    provider_name: game.provider_name,
    seo_title: game.seo_title,
    badges: game.badges,
    preview: game.preview,
    has_demo_mode: game.has_demo_mode,
    currencies: currency && own ? { [currency]: own } : {},
    jackpot: game.jackpot,
  }
}

function toTilePage(page: GamePage, currency: string | null): TilePage {
  return { data: page.data.map((game) => toTileGame(game, currency)), pagination: page.pagination }
}

/** The currency tiles are checked against: the signed-in player's, none for a guest. */
export type TileCurrency = string | null

/**
 * A catalogue read shared for a few seconds by everyone the platform answers alike: the same
 * country and bot verdict, and for game lists (jackpot amounts) the same currency. Read alone when
 * the country is unknown.
 */
async function sharedRead<T>(
  request: Request,
  what: unknown[],
  currency: TileCurrency | undefined,
  load: () => Promise<T | null>,
): Promise<T | null> {
  const country = await requestCountry(request)
  if (country === null) return load()
  const isBot = clientContextFromUserAgent(request.headers.get('user-agent')).isBot
  return sharedByAudience(JSON.stringify([...what, country, isBot, currency ?? null]), load)
}

export async function loadCategories(request: Request, device: Device): Promise<GameCategory[]> {
  const answer = await sharedRead(request, ['categories', device], undefined, () =>
    platformFor(request).callOrNull(api.getGameCategories, { query: { device } }),
  )
  return answer?.categories ?? []
}

export async function loadGamesPage(
  request: Request,
  filter: GamesFilter,
  page: number,
  device: Device,
  currency: TileCurrency,
): Promise<TilePage | null> {
  const body: GamesFilterBody = { device, filter, page }
  // games_filter is a read over POST: the platform's CSRF guard wants the page's own origin.
  const origin = new URL(request.url).origin
  const answer = await platformFor(request).callOrNull(api.gamesFilter, { body, headers: { origin } })
  return answer ? toTilePage(answer, currency) : null
}

export async function loadCollections(
  request: Request,
  identifiers: readonly string[],
  pageSize: number,
  device: Device,
  currency: TileCurrency,
): Promise<Record<string, TilePage>> {
  if (identifiers.length === 0) return {}
  const query = { identifiers: identifiers.join(','), device, page_size: pageSize }
  const answer = await sharedRead(request, ['collections', query], currency, () =>
    platformFor(request).callOrNull(api.getGameCollections, { query }),
  )
  return Object.fromEntries(
    Object.entries(answer ?? {}).map(([key, page]) => [key, toTilePage(page, currency)]),
  )
}

export async function loadProviders(request: Request): Promise<GameProvider[]> {
  const answer = await sharedRead(request, ['providers'], undefined, () =>
    platformFor(request).callOrNull(api.getGameProviders),
  )
  return answer?.providers ?? []
}

// The Accept header picks the version; these read it out of the contract's union.
const idsOf = (answer: FavouriteGames): number[] => answer.filter((item) => typeof item === 'number')
const gamesOf = (answer: FavouriteGames): Game[] => answer.filter((item) => typeof item === 'object')

/** The signed-in player's favourite ids, newest first (Accept v1). */
export async function loadFavouriteIds(request: Request): Promise<number[] | null> {
  const answer = await platformFor(request).callOrNull(api.getFavouriteGames, {
    headers: { accept: FAVOURITES_V1_MEDIA_TYPE },
  })
  return answer ? idsOf(answer) : null
}

/** The signed-in player's favourite games, newest first (Accept v2, the full data). */
export async function loadFavouriteGames(
  request: Request,
  currency: TileCurrency,
): Promise<TileGame[] | null> {
  const answer = await platformFor(request).callOrNull(api.getFavouriteGames, {
    headers: { accept: FAVOURITES_V2_MEDIA_TYPE },
  })
  return answer ? gamesOf(answer).map((game) => toTileGame(game, currency)) : null
}

/** The 404 a loader throws for an unknown category or producer: the not-found page, noindex. */
export function notFound(t: (key: string) => string) {
  return data(
    { meta: { title: t('pages.notFound.metaTitle'), noindex: true } satisfies PageMeta },
    { status: 404 },
  )
}
