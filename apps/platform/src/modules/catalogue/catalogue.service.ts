// The catalogue for one audience (country, bot, all-providers flag): lists, search, collections with
// geo keys, providers, game info, random game, favourites, played games, and the launch check the
// game engine calls before a session starts.

import type { FavouriteGames } from '@croupier/contract/catalogue/favourite-games'
import type { Device, Game, GamePage } from '@croupier/contract/catalogue/game'
import type { GameCategory } from '@croupier/contract/catalogue/get-game-categories'
import type { GameCollections } from '@croupier/contract/catalogue/get-game-collections'
import type { GameProvider } from '@croupier/contract/catalogue/get-game-providers'
import { ProvidersConfigSchema } from '@croupier/contract/config/get-providers-config'
import {
  blockedProviderSlugs,
  type FavouritesVersion,
  geoCategoryKey,
  type ProviderAudience,
  type ProviderBlocks,
  pageOffset,
  paginate,
} from '@croupier/rules/catalogue'
import { DEFAULT_CURRENCY } from '@croupier/rules/currency'
import type { Database } from '../../db/client.ts'
import { HttpError } from '../../http/errors.ts'
import { readOptionalConfig } from '../config/config.service.ts'
import { withJackpots } from '../jackpots/jackpots.service.ts'
import * as repo from './catalogue.repository.ts'
import { searchIndex, searchTitles } from './catalogue.search-index.ts'
import { previewUrl } from './preview.ts'

/** Who lists: provider restrictions, and the currency jackpot amounts are shown in (EUR when absent). */
export type Audience = ProviderAudience & { currency?: string | undefined }

/** Wire games with their jackpot amounts in the audience's currency (one query, reused for a second). */
function wire(
  db: Database,
  audience: Audience,
  rows: readonly repo.GameRow[],
  toWire: (row: repo.GameRow) => Game = toGame,
): Promise<Game[]> {
  return withJackpots(db, audience.currency ?? DEFAULT_CURRENCY, rows, toWire)
}

/** The stored providers-config; a missing or malformed document blocks nothing. */
export async function readProviderBlocks(db: Database): Promise<ProviderBlocks> {
  return (await readOptionalConfig(db, 'providers-config', ProvidersConfigSchema))?.providers ?? {}
}

/** Ids of the providers this audience may not see (spec 1 §6, trimmed to 20 entries by the rule). */
export async function blockedProviderIds(db: Database, audience: Audience): Promise<number[]> {
  return repo.findProviderIdsBySlugs(db, blockedProviderSlugs(await readProviderBlocks(db), audience))
}

export function toGame(row: repo.GameRow): Game {
  return {
    id: row.id,
    identifier: row.identifier,
    title: row.title,
    name: row.title,
    slug: row.slug,
    provider: row.providerSlug,
    provider_name: row.providerName,
    seo_title: row.seoTitle,
    categories: row.categories,
    badges: row.badges,
    preview: previewUrl(row.providerSlug, row.slug),
    has_demo_mode: row.hasDemoMode,
    devices: row.devices.filter((d): d is Device => d === 'desktop' || d === 'mobile'),
    currencies: row.currencies,
    kind: row.kind as Game['kind'],
    theme: row.theme,
    min_bet_cents: row.minBetCents,
    max_bet_cents: row.maxBetCents,
    rtp: row.rtpBasisPoints / 100,
    jackpot: null,
  }
}

async function categoryKeys(db: Database): Promise<Set<string>> {
  return new Set((await repo.listCategories(db)).map((c) => c.identifier))
}

async function page(
  db: Database,
  audience: Audience,
  query: repo.GameQuery,
  pageNumber: number,
  pageSize: number,
): Promise<GamePage> {
  const { rows, total } = await repo.findGamesPage(db, query, pageOffset(pageNumber, pageSize), pageSize)
  return { data: await wire(db, audience, rows), pagination: paginate(pageNumber, pageSize, total) }
}

export type GamesFilter =
  | { title: string }
  | { categories: { identifiers: string[]; strategy: 'OR' } }
  | { providers: string[] }

interface FilterInput {
  device: Device
  page: number
  page_size: number
}

/** How long search may reuse a read of providers-config; lists and launches read it every time. */
export const SEARCH_PROVIDER_BLOCKS_MAX_AGE_MS = 1_000

const searchBlocks = new WeakMap<Database, { blocks: ProviderBlocks; readAt: number }>()

/**
 * providers-config for search, read at most once a second: an operator's edit shows in search
 * within a second, and a blocked game stays unlaunchable throughout (launchable() reads it fresh).
 */
async function providerBlocksForSearch(db: Database, now: number): Promise<ProviderBlocks> {
  const cached = searchBlocks.get(db)
  if (cached && now - cached.readAt <= SEARCH_PROVIDER_BLOCKS_MAX_AGE_MS) return cached.blocks
  const blocks = await readProviderBlocks(db)
  searchBlocks.set(db, { blocks, readAt: now })
  return blocks
}

// The index holds the same row objects until it rebuilds, so their wire form is built once.
const wireGames = new WeakMap<repo.GameRow, Game>()

function toGameOnce(row: repo.GameRow): Game {
  let game = wireGames.get(row)
  if (!game) {
    game = toGame(row)
    wireGames.set(row, game)
  }
  return game
}

/** Title search from the in-memory index (catalogue.search-index.ts): memory only, most calls. */
async function searchByTitle(
  db: Database,
  audience: Audience,
  title: string,
  input: FilterInput,
): Promise<GamePage> {
  const now = Date.now()
  const [index, blocks] = await Promise.all([searchIndex(db, now), providerBlocksForSearch(db, now)])
  const excludeProviderIds = blockedProviderSlugs(blocks, audience).flatMap(
    (slug) => index.providerIdBySlug.get(slug) ?? [],
  )
  const { rows, total } = searchTitles(index, {
    text: title.trim().toLowerCase(),
    device: input.device,
    excludeProviderIds,
    offset: pageOffset(input.page, input.page_size),
    limit: input.page_size,
  })
  return {
    data: await wire(db, audience, rows, toGameOnce),
    pagination: paginate(input.page, input.page_size, total),
  }
}

/**
 * Search by title (substring, case-insensitive), categories OR (geo keys resolved like
 * collections) or providers (slugs; unknown ones match nothing). Blocked providers stay out of
 * every answer, in lobby order.
 */
export async function filterGames(
  db: Database,
  audience: Audience,
  input: FilterInput & { filter: GamesFilter },
): Promise<GamePage> {
  const { filter } = input
  if ('title' in filter) return searchByTitle(db, audience, filter.title, input)
  const excludeProviderIds = await blockedProviderIds(db, audience)
  const base = { device: input.device, excludeProviderIds }
  if ('providers' in filter) {
    const providerIds = await repo.findProviderIdsBySlugs(db, filter.providers)
    if (providerIds.length === 0) return { data: [], pagination: paginate(input.page, input.page_size, 0) }
    return page(db, audience, { ...base, providerIds }, input.page, input.page_size)
  }
  const keys = await categoryKeys(db)
  const categories = filter.categories.identifiers.map((id) => geoCategoryKey(id, audience.country, keys))
  return page(db, audience, { ...base, categories }, input.page, input.page_size)
}

/** One page per category, keyed by the category id with `:geo` when the visitor's variant exists. */
export async function getCollections(
  db: Database,
  audience: Audience,
  input: { identifiers: string[]; device: Device; page: number; page_size: number },
): Promise<GameCollections> {
  const [excludeProviderIds, keys] = await Promise.all([blockedProviderIds(db, audience), categoryKeys(db)])
  const entries = await Promise.all(
    input.identifiers.map(async (identifier) => {
      const key = geoCategoryKey(identifier, audience.country, keys)
      const collection = await page(
        db,
        audience,
        { categories: [key], device: input.device, excludeProviderIds },
        input.page,
        input.page_size,
      )
      return [key, collection] as const
    }),
  )
  return Object.fromEntries(entries)
}

/** Base categories with the visitor's geo variant in place of its base; other countries' variants hidden. */
export async function listCategories(
  db: Database,
  audience: Audience,
  device: Device,
): Promise<GameCategory[]> {
  const excludeProviderIds = await blockedProviderIds(db, audience)
  const [rows, counts] = await Promise.all([
    repo.listCategories(db),
    repo.countGamesByCategory(db, { device, excludeProviderIds }),
  ])
  const keys = new Set(rows.map((r) => r.identifier))
  return rows
    .filter((row) => !row.identifier.includes(':'))
    .map((row) => {
      const identifier = geoCategoryKey(row.identifier, audience.country, keys)
      const chosen = rows.find((r) => r.identifier === identifier) ?? row
      return {
        id: chosen.id,
        identifier,
        slug: row.slug,
        title: chosen.title,
        type: row.type as GameCategory['type'],
        games_count: counts.get(identifier) ?? 0,
      }
    })
}

export async function listProviders(db: Database, audience: Audience): Promise<GameProvider[]> {
  const rows = await repo.listProvidersWithCounts(db, await blockedProviderIds(db, audience))
  return rows.map((r) => ({ id: r.id, slug: r.slug, name: r.name, games_count: r.gamesCount }))
}

const notFound = () => new HttpError(404, 'GAME_NOT_FOUND', 'No such game.')

/** By identifier `provider/slug`, else by the seo_title of /play/{producer}/{name}; hidden when blocked. */
export async function getGame(
  db: Database,
  audience: Audience,
  provider: string,
  slug: string,
): Promise<Game> {
  const row =
    (await repo.findGameByIdentifier(db, `${provider}/${slug}`)) ??
    (await repo.findGameBySeoTitle(db, provider, slug))
  if (!row) throw notFound()
  if ((await blockedProviderIds(db, audience)).includes(row.providerId)) throw notFound()
  const [game] = await wire(db, audience, [row])
  return game ?? toGame(row)
}

/** A random game the audience may see, optionally within a category; `random` is in [0, 1). */
export async function randomGame(
  db: Database,
  audience: Audience,
  input: { category?: string | undefined; device: Device },
  random: () => number = Math.random,
): Promise<Game> {
  const excludeProviderIds = await blockedProviderIds(db, audience)
  const query: repo.GameQuery = { device: input.device, excludeProviderIds }
  if (input.category)
    query.categories = [geoCategoryKey(input.category, audience.country, await categoryKeys(db))]
  const total = await repo.countGames(db, query)
  if (total === 0) throw notFound()
  const row = await repo.findGameAt(db, query, Math.floor(random() * total))
  if (!row) throw notFound()
  const [game] = await wire(db, audience, [row])
  return game ?? toGame(row)
}

export type Launchability =
  | { launchable: true; game: Game }
  | { launchable: false; reason: 'GAME_NOT_FOUND' | 'PROVIDER_RESTRICTED' }

/**
 * Whether a game may start in a country (spec 1 §6): blocked providers are refused, not only
 * hidden. The engine calls this before every game session. Neither bots nor the all-providers
 * flag bypass it: they widen what is listed, never what is played.
 */
export async function launchable(db: Database, gameId: number, country: string): Promise<Launchability> {
  const row = await repo.findGameById(db, gameId)
  if (!row) return { launchable: false, reason: 'GAME_NOT_FOUND' }
  const blocked = await blockedProviderIds(db, { country, isBot: false, allProviders: false })
  if (blocked.includes(row.providerId)) return { launchable: false, reason: 'PROVIDER_RESTRICTED' }
  return { launchable: true, game: toGame(row) }
}

/** launchable() as a guard: 404 GAME_NOT_FOUND or 403 PROVIDER_RESTRICTED. */
export async function assertLaunchable(db: Database, gameId: number, country: string): Promise<Game> {
  const result = await launchable(db, gameId, country)
  if (result.launchable) return result.game
  if (result.reason === 'GAME_NOT_FOUND') throw notFound()
  throw new HttpError(403, 'PROVIDER_RESTRICTED', 'This provider is not available in your country.')
}

async function favourites(
  db: Database,
  audience: Audience,
  playerId: number,
  version: FavouritesVersion,
): Promise<FavouriteGames> {
  const rows = await repo.listFavourites(db, playerId, await blockedProviderIds(db, audience))
  return version === 1 ? rows.map((r) => r.id) : wire(db, audience, rows)
}

export function listFavourites(
  db: Database,
  audience: Audience,
  playerId: number,
  version: FavouritesVersion,
) {
  return favourites(db, audience, playerId, version)
}

export async function addFavourite(
  db: Database,
  audience: Audience,
  playerId: number,
  gameId: number,
  version: FavouritesVersion,
): Promise<FavouriteGames> {
  if (!(await repo.findGameById(db, gameId))) throw notFound()
  await repo.addFavourite(db, playerId, gameId)
  return favourites(db, audience, playerId, version)
}

export async function deleteFavourite(
  db: Database,
  audience: Audience,
  playerId: number,
  gameId: number,
  version: FavouritesVersion,
): Promise<FavouriteGames> {
  await repo.deleteFavourite(db, playerId, gameId)
  return favourites(db, audience, playerId, version)
}

/** Our cap on the played-games list. */
export const PLAYED_GAMES_LIMIT = 100

export async function listPlayedGames(db: Database, audience: Audience, playerId: number): Promise<Game[]> {
  return wire(db, audience, await repo.listPlayedGames(db, playerId, PLAYED_GAMES_LIMIT))
}
