// Reads and writes jackpot pools: seed inserts and each level's first commitment, per-currency totals
// for the catalogue, the list for GET /api/jackpots, and the levels a batch of stakes locks.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { games } from '../catalogue/catalogue.tables.ts'
import { markCatalogueChanged } from '../catalogue/revision.service.ts'
import type { Executor } from '../wallet/ledger.service.ts'
import { type CycleCommitment, commitCycle } from './jackpots.draw.ts'
import { jackpotLevels, jackpots } from './jackpots.tables.ts'

export type LevelRow = typeof jackpotLevels.$inferSelect

export interface SeedJackpot {
  identifier: string
  title: string
  currency: string
  mystic: boolean
  levels: {
    identifier: string
    name: string
    seedCents: number
    ceilingCents: number
    contributionBasisPoints: number
  }[]
}

/** Our choice: a level whose ceiling was never set (an install older than ADR 041) drops by 3 × its seed. */
export const DEFAULT_CEILING_SEED_FACTOR = 3

/** Inserts missing pools and levels (natural keys); an existing pool's amount is never reset. */
export async function insertMissingJackpots(db: Database, seeds: readonly SeedJackpot[]): Promise<void> {
  if (seeds.length === 0) return
  await db
    .insert(jackpots)
    .values(seeds.map(({ identifier, title, currency, mystic }) => ({ identifier, title, currency, mystic })))
    .onConflictDoNothing()
  const ids = new Map(
    (await db.select().from(jackpots)).map((j) => [`${j.identifier}:${j.currency}`, j.id] as const),
  )
  const levels = seeds.flatMap((seed) => {
    const jackpotId = ids.get(`${seed.identifier}:${seed.currency}`)
    if (jackpotId === undefined) return []
    return seed.levels.map((level) => ({ jackpotId, amountCents: level.seedCents, ...level }))
  })
  if (levels.length > 0) await db.insert(jackpotLevels).values(levels).onConflictDoNothing()
  await db.transaction((tx) => armLevels(tx))
}

/** Gives every level without a commitment its cycle's drop point, in (max(seed, amount), ceiling]. */
export async function armLevels(tx: Executor): Promise<void> {
  const unarmed = await tx
    .select()
    .from(jackpotLevels)
    .where(isNull(jackpotLevels.serverSeed))
    .orderBy(asc(jackpotLevels.id))
    .for('update')
  for (const level of unarmed) {
    const from = Math.max(level.seedCents, level.amountCents)
    const ceiling = Math.max(level.ceilingCents ?? level.seedCents * DEFAULT_CEILING_SEED_FACTOR, from + 1)
    await saveCommitment(
      tx,
      level.id,
      level.cycle,
      ceiling,
      commitCycle(level.id, level.cycle, from, ceiling),
    )
  }
}

export async function saveCommitment(
  tx: Executor,
  levelId: number,
  cycle: number,
  ceilingCents: number,
  commitment: CycleCommitment,
): Promise<LevelRow | undefined> {
  const [row] = await tx
    .update(jackpotLevels)
    .set({ ceilingCents, cycle, ...commitment })
    .where(eq(jackpotLevels.id, levelId))
    .returning()
  return row
}

export async function lockLevel(tx: Executor, levelId: number): Promise<LevelRow | undefined> {
  const [row] = await tx.select().from(jackpotLevels).where(eq(jackpotLevels.id, levelId)).for('update')
  return row
}

/**
 * Links every unlinked game of `category` to one of `identifiers`, by game id (deterministic).
 * A game already linked, or unlinked by an operator setting another jackpot, keeps its link.
 */
export async function linkUnlinkedGames(
  db: Database,
  category: string,
  identifiers: readonly string[],
): Promise<void> {
  if (identifiers.length === 0) return
  const choices = sql.join(
    identifiers.map((id) => sql`${id}`),
    sql`, `,
  )
  await db
    .update(games)
    .set({ jackpotIdentifier: sql`(ARRAY[${choices}]::text[])[(${games.id} % ${identifiers.length}) + 1]` })
    .where(and(isNull(games.jackpotIdentifier), sql`${category} = ANY(${games.categories})`))
  // The title-search index holds game rows: rebuild it with the links.
  markCatalogueChanged(db)
}

/** Jackpot identifier → the sum of its levels, in one currency (one query). */
export async function totalsIn(db: Database, currency: string): Promise<Map<string, number>> {
  const rows = await db
    .select({
      identifier: jackpots.identifier,
      total: sql<string>`sum(${jackpotLevels.amountCents})`,
    })
    .from(jackpots)
    .innerJoin(jackpotLevels, eq(jackpotLevels.jackpotId, jackpots.id))
    .where(eq(jackpots.currency, currency))
    .groupBy(jackpots.identifier)
  return new Map(rows.map((r) => [r.identifier, Number(r.total)]))
}

export async function listWithLevels(db: Executor, filter: { identifier?: string; poolIds?: number[] } = {}) {
  const where = [
    filter.identifier === undefined ? undefined : eq(jackpots.identifier, filter.identifier),
    filter.poolIds === undefined ? undefined : inArray(jackpots.id, filter.poolIds),
  ].filter((condition) => condition !== undefined)
  return db
    .select({ jackpot: jackpots, level: jackpotLevels })
    .from(jackpots)
    .innerJoin(jackpotLevels, eq(jackpotLevels.jackpotId, jackpots.id))
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(asc(jackpots.identifier), asc(jackpots.currency), asc(jackpotLevels.identifier))
}

/** The games feeding `identifier`, by title. */
export async function gamesOf(db: Database, identifier: string) {
  return db
    .select({ identifier: games.identifier, title: games.title })
    .from(games)
    .where(eq(games.jackpotIdentifier, identifier))
    .orderBy(asc(games.title), asc(games.id))
}

/** The jackpot each of `gameIds` feeds (games without one left out). */
export async function jackpotGames(tx: Executor, gameIds: readonly number[]) {
  if (gameIds.length === 0) return []
  return tx
    .select({
      id: games.id,
      identifier: games.identifier,
      title: games.title,
      jackpot: games.jackpotIdentifier,
    })
    .from(games)
    .where(and(inArray(games.id, [...gameIds]), sql`${games.jackpotIdentifier} IS NOT NULL`))
}

/**
 * The levels of the pools `(identifier, currency)`, locked in id order (every batch takes them in the
 * same order, so two instances' batches wait for each other instead of deadlocking).
 */
export async function lockPoolLevels(
  tx: Executor,
  pools: readonly { identifier: string; currency: string }[],
) {
  if (pools.length === 0) return []
  const keys = sql.join(
    pools.map((p) => sql`(${p.identifier}::text, ${p.currency}::text)`),
    sql`, `,
  )
  return tx
    .select({ level: jackpotLevels, jackpot: jackpots })
    .from(jackpotLevels)
    .innerJoin(jackpots, eq(jackpots.id, jackpotLevels.jackpotId))
    .where(sql`(${jackpots.identifier}, ${jackpots.currency}) IN (${keys})`)
    .orderBy(asc(jackpotLevels.id))
    .for('update', { of: jackpotLevels })
}

/** Writes the amounts (and any new cycles) of levels a batch changed, in one statement. */
export async function saveLevels(tx: Executor, levels: readonly LevelRow[]): Promise<void> {
  if (levels.length === 0) return
  const values = sql.join(
    levels.map(
      (l) =>
        sql`(${l.id}::int, ${l.amountCents}::bigint, ${l.cycle}::int, ${l.dropPointCents}::bigint, ${l.dropFromCents}::bigint, ${l.dropToCents}::bigint, ${l.serverSeed}::text, ${l.serverSeedHash}::text)`,
    ),
    sql`, `,
  )
  await tx.execute(sql`
    UPDATE ${jackpotLevels} AS l
    SET amount_cents = v.amount, cycle = v.cycle, drop_point_cents = v.drop_point,
      drop_from_cents = v.drop_from, drop_to_cents = v.drop_to, server_seed = v.seed, server_seed_hash = v.hash
    FROM (VALUES ${values}) AS v(id, amount, cycle, drop_point, drop_from, drop_to, seed, hash)
    WHERE l.id = v.id`)
}
