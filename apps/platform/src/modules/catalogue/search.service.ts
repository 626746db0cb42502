// games_filter (spec 2 §7): title search from the in-memory index, or by categories or providers.
import type { Device, Game, GamePage } from '@croupier/contract/catalogue/game'
import {
  blockedProviderSlugs,
  geoCategoryKey,
  type ProviderBlocks,
  pageOffset,
  paginate,
} from '@croupier/rules/catalogue'
import type { Database } from '../../db/client.ts'
import {
  type Audience,
  blockedProviderIds,
  categoryKeys,
  page,
  readProviderBlocks,
  toGame,
  wire,
} from './audience.ts'
import * as repo from './catalogue.repository.ts'
import { searchIndex, searchTitles } from './catalogue.search-index.ts'

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
