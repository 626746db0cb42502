// Reads and writes jackpot pools: seed inserts, per-currency totals for the catalogue, the list
// for GET /api/jackpots, and the contribution a real-money stake adds (its `stake.placed` event).
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { games } from '../catalogue/catalogue.tables.ts'
import { markCatalogueChanged } from '../catalogue/revision.service.ts'
import type { Executor } from '../wallet/ledger.service.ts'
import { jackpotLevels, jackpots } from './jackpots.tables.ts'

export interface SeedJackpot {
  identifier: string
  title: string
  currency: string
  levels: { identifier: string; name: string; seedCents: number; contributionBasisPoints: number }[]
}

/** Inserts missing pools and levels (natural keys); an existing pool's amount is never reset. */
export async function insertMissingJackpots(db: Database, seeds: readonly SeedJackpot[]): Promise<void> {
  if (seeds.length === 0) return
  await db
    .insert(jackpots)
    .values(seeds.map(({ identifier, title, currency }) => ({ identifier, title, currency })))
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

export async function listWithLevels(db: Database) {
  return db
    .select({ jackpot: jackpots, level: jackpotLevels })
    .from(jackpots)
    .innerJoin(jackpotLevels, eq(jackpotLevels.jackpotId, jackpots.id))
    .orderBy(asc(jackpots.identifier), asc(jackpots.currency), asc(jackpotLevels.identifier))
}

/**
 * Adds each level's share of a real-money stake (rounded down to whole minor units) to the pools of
 * the game's jackpot in the stake's currency. One statement; a game without a jackpot, or a
 * currency without pools, changes nothing. The share comes out of the operator's margin: no
 * ledger posting, the player's balance moves by the stake only.
 */
export async function contribute(
  tx: Executor,
  input: { gameId: number; currency: string; stakeCents: number },
): Promise<void> {
  if (input.stakeCents <= 0) return
  await tx.execute(sql`
    UPDATE ${jackpotLevels} AS l
    SET amount_cents = l.amount_cents + (${input.stakeCents}::bigint * l.contribution_basis_points) / 10000
    FROM ${jackpots} AS j, ${games} AS g
    WHERE l.jackpot_id = j.id
      AND g.id = ${input.gameId}
      AND j.identifier = g.jackpot_identifier
      AND j.currency = ${input.currency}`)
}

/**
 * `contribute` for many stakes in one statement: each stake's share rounded down on its own, as
 * one `contribute` per stake would, then summed per level.
 */
export async function contributeAll(
  tx: Executor,
  inputs: readonly { gameId: number; currency: string; stakeCents: number }[],
): Promise<void> {
  const stakes = inputs.filter((input) => input.stakeCents > 0)
  if (stakes.length === 0) return
  const values = sql.join(
    stakes.map((s) => sql`(${s.gameId}::int, ${s.currency}::text, ${s.stakeCents}::bigint)`),
    sql`, `,
  )
  await tx.execute(sql`
    UPDATE ${jackpotLevels} AS l
    SET amount_cents = l.amount_cents + share.cents
    FROM (
      SELECT lv.id, SUM((v.stake * lv.contribution_basis_points) / 10000) AS cents
      FROM (VALUES ${values}) AS v(game_id, currency, stake)
      JOIN ${games} AS g ON g.id = v.game_id
      JOIN ${jackpots} AS j ON j.identifier = g.jackpot_identifier AND j.currency = v.currency
      JOIN ${jackpotLevels} AS lv ON lv.jackpot_id = j.id
      GROUP BY lv.id) AS share
    WHERE l.id = share.id`)
}
