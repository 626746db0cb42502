// The lobby's reads (spec 2 §7, spec 1 §4): collections with geo keys, categories, providers, one
// game, a random game, each for the visitor's audience.
import type { Device, Game } from '@croupier/contract/catalogue/game'
import type { GameCategory } from '@croupier/contract/catalogue/get-game-categories'
import type { GameCollections } from '@croupier/contract/catalogue/get-game-collections'
import type { GameProvider } from '@croupier/contract/catalogue/get-game-providers'
import { geoCategoryKey } from '@croupier/rules/catalogue'
import type { Database } from '../../db/client.ts'
import { type Audience, blockedProviderIds, categoryKeys, notFound, page, toGame, wire } from './audience.ts'
import * as repo from './catalogue.repository.ts'

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
