// Row reads, locks and writes of tournaments (issue #14, ADR 041). Lock order (ADR 041): after the
// wallet, bonus rows, comp-point account and lootbox rows come tournament entries, by player id.
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'
import { games } from '../catalogue/catalogue.tables.ts'
import type { Executor } from '../events/events.service.ts'
import {
  type TournamentKind,
  tournamentEntries,
  tournamentPrizes,
  tournamentScoredRounds,
  tournaments,
} from './tournaments.tables.ts'

export type TournamentRow = typeof tournaments.$inferSelect
export type NewTournamentRow = typeof tournaments.$inferInsert
export type EntryRow = typeof tournamentEntries.$inferSelect
export type PrizeRow = typeof tournamentPrizes.$inferSelect

export async function listTournaments(
  db: Executor,
  filter: { kinds?: readonly TournamentKind[] } = {},
): Promise<TournamentRow[]> {
  const where = filter.kinds?.length ? inArray(tournaments.kind, [...filter.kinds]) : undefined
  return db.select().from(tournaments).where(where).orderBy(asc(tournaments.position), asc(tournaments.id))
}

/** By numeric id or frontend_identifier. */
export async function findTournament(
  db: Executor,
  idOrIdentifier: string | number,
): Promise<TournamentRow | undefined> {
  const text = String(idOrIdentifier)
  const id = /^\d{1,9}$/.test(text) ? Number(text) : null
  const [row] = await db
    .select()
    .from(tournaments)
    .where(
      id === null
        ? eq(tournaments.frontendIdentifier, text)
        : or(eq(tournaments.id, id), eq(tournaments.frontendIdentifier, text)),
    )
    .orderBy(asc(tournaments.id))
    .limit(1)
  return row
}

/** Inserts or, for the seed on restart, updates the definition under its identifier. */
export async function upsertTournament(db: Executor, row: NewTournamentRow): Promise<TournamentRow> {
  const { frontendIdentifier: _key, settledAt: _settled, ...changes } = row
  const [saved] = await db
    .insert(tournaments)
    .values(row)
    .onConflictDoUpdate({ target: tournaments.frontendIdentifier, set: changes })
    .returning()
  if (!saved) throw new Error(`tournament ${row.frontendIdentifier} not saved`)
  return saved
}

/** Inserts a tournament; undefined when its identifier is taken (also by a concurrent insert). */
export async function insertTournament(
  db: Executor,
  row: NewTournamentRow,
): Promise<TournamentRow | undefined> {
  const [saved] = await db.insert(tournaments).values(row).onConflictDoNothing().returning()
  return saved
}

/** Active scoring tournaments at `at` (started, not ended, not settled). */
export async function activeScoringTournaments(db: Executor, at: Date): Promise<TournamentRow[]> {
  return db
    .select()
    .from(tournaments)
    .where(
      and(
        inArray(tournaments.kind, ['bet_sum', 'max_multiplier', 'rounds', 'wheel']),
        lte(tournaments.startAt, at),
        isNull(tournaments.settledAt),
      ),
    )
}

export async function findEntry(
  db: Executor,
  tournamentId: number,
  playerId: number,
): Promise<EntryRow | undefined> {
  const [row] = await db
    .select()
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.tournamentId, tournamentId), eq(tournamentEntries.playerId, playerId)))
  return row
}

export async function entriesOfPlayer(db: Executor, playerId: number): Promise<EntryRow[]> {
  return db.select().from(tournamentEntries).where(eq(tournamentEntries.playerId, playerId))
}

/** Joins once; a second join keeps the first confirmation time. */
export async function insertEntry(
  db: Executor,
  tournamentId: number,
  playerId: number,
  now: Date,
): Promise<void> {
  await db
    .insert(tournamentEntries)
    .values({ tournamentId, playerId, confirmedAt: now })
    .onConflictDoNothing({ target: [tournamentEntries.tournamentId, tournamentEntries.playerId] })
}

/** Entries of these players in these tournaments, locked (ordered by player so locks never cross). */
export async function lockEntries(
  tx: Executor,
  tournamentIds: readonly number[],
  playerIds: readonly number[],
): Promise<EntryRow[]> {
  if (tournamentIds.length === 0 || playerIds.length === 0) return []
  return tx
    .select()
    .from(tournamentEntries)
    .where(
      and(
        inArray(tournamentEntries.tournamentId, [...tournamentIds]),
        inArray(tournamentEntries.playerId, [...playerIds]),
      ),
    )
    .orderBy(asc(tournamentEntries.playerId), asc(tournamentEntries.tournamentId))
    .for('update')
}

/** Records the rounds; answers the (tournament, round) pairs that were new. */
export async function insertScoredRounds(
  tx: Executor,
  rows: { tournamentId: number; roundId: number; playerId: number }[],
): Promise<Set<string>> {
  if (rows.length === 0) return new Set()
  const inserted = await tx
    .insert(tournamentScoredRounds)
    .values(rows)
    .onConflictDoNothing()
    .returning({ tournamentId: tournamentScoredRounds.tournamentId, roundId: tournamentScoredRounds.roundId })
  return new Set(inserted.map((row) => `${row.tournamentId}:${row.roundId}`))
}

export async function updateEntry(
  tx: Executor,
  id: number,
  changes: Partial<Pick<EntryRow, 'score' | 'rounds' | 'betCents' | 'scoredAt' | 'spinsIssued'>>,
): Promise<void> {
  await tx.update(tournamentEntries).set(changes).where(eq(tournamentEntries.id, id))
}

/** The ranking (ADR 041): score desc, who reached it first, who joined first. */
export async function rankedEntries(
  db: Executor,
  tournamentId: number,
  limit?: number,
): Promise<(EntryRow & { nickname: string })[]> {
  const query = db
    .select({
      entry: tournamentEntries,
      nickname: sql<string>`coalesce(p.nickname, split_part(p.email, '@', 1))`,
    })
    .from(tournamentEntries)
    .innerJoin(sql`players p`, sql`p.id = ${tournamentEntries.playerId}`)
    .where(eq(tournamentEntries.tournamentId, tournamentId))
    .orderBy(
      desc(tournamentEntries.score),
      sql`${tournamentEntries.scoredAt} asc nulls last`,
      asc(tournamentEntries.id),
    )
  const rows = limit === undefined ? await query : await query.limit(limit)
  return rows.map((row) => ({ ...row.entry, nickname: row.nickname }))
}

export async function countEntries(
  db: Executor,
  tournamentIds: readonly number[],
): Promise<Map<number, number>> {
  if (tournamentIds.length === 0) return new Map()
  const rows = await db
    .select({ id: tournamentEntries.tournamentId, n: sql<number>`count(*)::int` })
    .from(tournamentEntries)
    .where(inArray(tournamentEntries.tournamentId, [...tournamentIds]))
    .groupBy(tournamentEntries.tournamentId)
  return new Map(rows.map((row) => [row.id, Number(row.n)]))
}

/** Claims one ended, unsettled tournament for this job run (the claim is the settled_at write). */
export async function claimEnded(tx: Executor, now: Date, id?: number): Promise<TournamentRow | undefined> {
  const [row] = await tx
    .update(tournaments)
    .set({ settledAt: now })
    .where(
      and(
        id === undefined ? sql`true` : eq(tournaments.id, id),
        isNull(tournaments.settledAt),
        isNotNull(tournaments.endAt),
        lte(tournaments.endAt, now),
        inArray(tournaments.kind, ['bet_sum', 'max_multiplier', 'rounds', 'wheel']),
      ),
    )
    .returning()
  return row
}

export async function setEndAt(db: Executor, id: number, endAt: Date): Promise<void> {
  await db.update(tournaments).set({ endAt }).where(eq(tournaments.id, id))
}

export async function insertPrize(
  tx: Executor,
  row: typeof tournamentPrizes.$inferInsert,
): Promise<PrizeRow | undefined> {
  const [saved] = await tx
    .insert(tournamentPrizes)
    .values(row)
    .onConflictDoNothing({ target: [tournamentPrizes.tournamentId, tournamentPrizes.place] })
    .returning()
  return saved
}

export async function setPrizePayout(tx: Executor, id: number, payout: string): Promise<void> {
  await tx.update(tournamentPrizes).set({ payout }).where(eq(tournamentPrizes.id, id))
}

export async function prizesOf(
  db: Executor,
  tournamentIds: readonly number[],
): Promise<(PrizeRow & { nickname: string })[]> {
  if (tournamentIds.length === 0) return []
  const rows = await db
    .select({
      prize: tournamentPrizes,
      nickname: sql<string>`coalesce(p.nickname, split_part(p.email, '@', 1))`,
    })
    .from(tournamentPrizes)
    .innerJoin(sql`players p`, sql`p.id = ${tournamentPrizes.playerId}`)
    .where(inArray(tournamentPrizes.tournamentId, [...tournamentIds]))
    .orderBy(asc(tournamentPrizes.tournamentId), asc(tournamentPrizes.place))
  return rows.map((row) => ({ ...row.prize, nickname: row.nickname }))
}

/** Identifier and categories of the rounds' games (qualifying games and categories). */
export async function gamesByIds(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, { identifier: string; categories: string[] }>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: games.id, identifier: games.identifier, categories: games.categories })
    .from(games)
    .where(inArray(games.id, [...ids]))
  return new Map(rows.map((row) => [row.id, { identifier: row.identifier, categories: row.categories }]))
}

/** Inserts unless the identifier exists (seeds); undefined when it did. */
export async function insertMissingTournament(
  db: Executor,
  row: NewTournamentRow,
): Promise<TournamentRow | undefined> {
  const [saved] = await db.insert(tournaments).values(row).onConflictDoNothing().returning()
  return saved
}

export async function insertEntries(
  db: Executor,
  rows: (typeof tournamentEntries.$inferInsert)[],
): Promise<void> {
  if (rows.length) await db.insert(tournamentEntries).values(rows).onConflictDoNothing()
}
