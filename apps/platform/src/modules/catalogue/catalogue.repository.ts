// Reads and writes the catalogue: games with their provider, categories, providers, favourites,
// played games. Every list takes the provider ids the visitor may not see.
import {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  desc,
  eq,
  inArray,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { SeedCatalogue } from '../../seed/catalogue.ts'
import { markCatalogueChanged } from './catalogue.revision.ts'
import { favouriteGames, gameCategories, gameProviders, gameRounds, games } from './catalogue.tables.ts'

export type GameRow = typeof games.$inferSelect & { providerSlug: string; providerName: string }
export type CategoryRow = typeof gameCategories.$inferSelect
export type ProviderRow = typeof gameProviders.$inferSelect

export interface GameQuery {
  /** Games in any of these categories. */
  categories?: string[]
  /** Games of any of these providers. */
  providerIds?: readonly number[]
  device?: string
  excludeProviderIds: readonly number[]
}

function selectGames(db: Database) {
  return db
    .select({ game: games, providerSlug: gameProviders.slug, providerName: gameProviders.name })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
}

function toRow(r: { game: typeof games.$inferSelect; providerSlug: string; providerName: string }): GameRow {
  return { ...r.game, providerSlug: r.providerSlug, providerName: r.providerName }
}

function whereOf(query: GameQuery): SQL | undefined {
  const conditions: SQL[] = []
  if (query.categories) conditions.push(arrayOverlaps(games.categories, query.categories))
  if (query.providerIds) conditions.push(inArray(games.providerId, [...query.providerIds]))
  if (query.device) conditions.push(arrayContains(games.devices, [query.device]))
  if (query.excludeProviderIds.length > 0)
    conditions.push(notInArray(games.providerId, [...query.excludeProviderIds]))
  return conditions.length > 0 ? and(...conditions) : undefined
}

/** One page and the total in one round trip (a window count); past the end, a count query. */
export async function findGamesPage(
  db: Database,
  query: GameQuery,
  offset: number,
  limit: number,
): Promise<{ rows: GameRow[]; total: number }> {
  const rows = await db
    .select({
      game: games,
      providerSlug: gameProviders.slug,
      providerName: gameProviders.name,
      total: sql<number>`(count(*) over())::int`,
    })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(whereOf(query))
    .orderBy(asc(games.position), asc(games.id))
    .limit(limit)
    .offset(offset)
  const total = rows[0]?.total ?? (offset > 0 ? await countGames(db, query) : 0)
  return { rows: rows.map(toRow), total }
}

export async function countGames(db: Database, query: GameQuery): Promise<number> {
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(games).where(whereOf(query))
  return count?.total ?? 0
}

/** The game at `index` (0-based) of the query's order; random picks choose the index. */
export async function findGameAt(
  db: Database,
  query: GameQuery,
  index: number,
): Promise<GameRow | undefined> {
  const [row] = await selectGames(db)
    .where(whereOf(query))
    .orderBy(asc(games.position), asc(games.id))
    .limit(1)
    .offset(index)
  return row ? toRow(row) : undefined
}

/** Every game with its provider, in lobby order: what the in-memory title search holds. */
export async function listSearchRows(db: Database): Promise<GameRow[]> {
  const rows = await selectGames(db).orderBy(asc(games.position), asc(games.id))
  return rows.map(toRow)
}

export async function findGameByIdentifier(db: Database, identifier: string): Promise<GameRow | undefined> {
  const [row] = await selectGames(db).where(eq(games.identifier, identifier)).limit(1)
  return row ? toRow(row) : undefined
}

export async function findGameBySeoTitle(
  db: Database,
  providerSlug: string,
  seoTitle: string,
): Promise<GameRow | undefined> {
  const [row] = await selectGames(db)
    .where(and(eq(gameProviders.slug, providerSlug), eq(games.seoTitle, seoTitle)))
    .limit(1)
  return row ? toRow(row) : undefined
}

export async function findGameById(db: Database, id: number): Promise<GameRow | undefined> {
  const [row] = await selectGames(db).where(eq(games.id, id)).limit(1)
  return row ? toRow(row) : undefined
}

export function listCategories(db: Database): Promise<CategoryRow[]> {
  return db.select().from(gameCategories).orderBy(asc(gameCategories.position), asc(gameCategories.id))
}

/** Category identifier → number of games the query lets through. */
export async function countGamesByCategory(db: Database, query: GameQuery): Promise<Map<string, number>> {
  const rows = await db
    .select({ category: sql<string>`c.category`, total: sql<number>`count(*)::int` })
    .from(sql`${games} cross join lateral unnest(${games.categories}) as c(category)`)
    .where(whereOf(query))
    .groupBy(sql`c.category`)
  return new Map(rows.map((r) => [r.category, r.total]))
}

export async function listProvidersWithCounts(
  db: Database,
  excludeProviderIds: readonly number[],
): Promise<(ProviderRow & { gamesCount: number })[]> {
  const rows = await db
    .select({ provider: gameProviders, gamesCount: sql<number>`count(${games.id})::int` })
    .from(gameProviders)
    .leftJoin(games, eq(games.providerId, gameProviders.id))
    .where(excludeProviderIds.length > 0 ? notInArray(gameProviders.id, [...excludeProviderIds]) : undefined)
    .groupBy(gameProviders.id)
    .orderBy(asc(gameProviders.position), asc(gameProviders.id))
  return rows.map((r) => ({ ...r.provider, gamesCount: r.gamesCount }))
}

export async function findProviderIdsBySlugs(db: Database, slugs: readonly string[]): Promise<number[]> {
  if (slugs.length === 0) return []
  const rows = await db
    .select({ id: gameProviders.id })
    .from(gameProviders)
    .where(inArray(gameProviders.slug, [...slugs]))
  return rows.map((r) => r.id)
}

export async function addFavourite(db: Database, playerId: number, gameId: number): Promise<void> {
  await db.insert(favouriteGames).values({ playerId, gameId }).onConflictDoNothing()
}

export async function deleteFavourite(db: Database, playerId: number, gameId: number): Promise<void> {
  await db
    .delete(favouriteGames)
    .where(and(eq(favouriteGames.playerId, playerId), eq(favouriteGames.gameId, gameId)))
}

/** The player's favourites, newest first, without games of the excluded providers. */
export async function listFavourites(
  db: Database,
  playerId: number,
  excludeProviderIds: readonly number[],
): Promise<GameRow[]> {
  const rows = await selectGames(db)
    .innerJoin(favouriteGames, eq(favouriteGames.gameId, games.id))
    .where(
      and(
        eq(favouriteGames.playerId, playerId),
        excludeProviderIds.length > 0 ? notInArray(games.providerId, [...excludeProviderIds]) : undefined,
      ),
    )
    .orderBy(desc(favouriteGames.createdAt), desc(games.id))
  return rows.map(toRow)
}

/** Games of the player's rounds, most recently played first (at most `limit`). */
export async function listPlayedGames(db: Database, playerId: number, limit: number): Promise<GameRow[]> {
  const lastPlayed = db
    .select({ gameId: gameRounds.gameId, playedAt: sql`max(${gameRounds.createdAt})`.as('played_at') })
    .from(gameRounds)
    .where(eq(gameRounds.playerId, playerId))
    .groupBy(gameRounds.gameId)
    .as('last_played')
  const rows = await selectGames(db)
    .innerJoin(lastPlayed, eq(lastPlayed.gameId, games.id))
    .orderBy(desc(lastPlayed.playedAt))
    .limit(limit)
  return rows.map(toRow)
}

const BATCH = 1_000

/** Inserts the providers, categories and games that are missing; never touches existing rows. */
export async function insertMissingCatalogue(db: Database, catalogue: SeedCatalogue): Promise<number> {
  if (catalogue.providers.length > 0)
    await db.insert(gameProviders).values(catalogue.providers).onConflictDoNothing()
  if (catalogue.categories.length > 0)
    await db.insert(gameCategories).values(catalogue.categories).onConflictDoNothing()
  markCatalogueChanged(db)
  const existing = new Set(
    (await db.select({ identifier: games.identifier }).from(games)).map((r) => r.identifier),
  )
  const missing = catalogue.games.filter((g) => !existing.has(g.identifier))
  if (missing.length === 0) return 0
  const providerIds = new Map(
    (await db.select({ id: gameProviders.id, slug: gameProviders.slug }).from(gameProviders)).map((p) => [
      p.slug,
      p.id,
    ]),
  )
  await db.transaction(async (tx) => {
    for (let start = 0; start < missing.length; start += BATCH) {
      const values = missing.slice(start, start + BATCH).flatMap(({ providerSlug, ...game }) => {
        const providerId = providerIds.get(providerSlug)
        return providerId === undefined ? [] : [{ ...game, providerId }]
      })
      if (values.length > 0) await tx.insert(games).values(values).onConflictDoNothing()
    }
  })
  markCatalogueChanged(db)
  return missing.length
}
