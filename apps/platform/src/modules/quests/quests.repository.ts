// Row reads and writes of quest progress (issue #14, ADR 041). Lock order (ADR 041): quest progress
// rows come after the wallet, bonus rows, comp points, lootboxes and tournament entries.
import { and, eq, inArray, sql } from 'drizzle-orm'
import { games } from '../catalogue/catalogue.tables.ts'
import type { Executor } from '../events/events.service.ts'
import { accounts } from '../wallet/wallet.tables.ts'
import { questLevelAwards, questProgress, questRounds } from './quests.tables.ts'

export type ProgressRow = typeof questProgress.$inferSelect

/** Records the rounds; answers the (quest, round) pairs that were new. */
export async function insertCountedRounds(
  tx: Executor,
  rows: { tournamentId: number; roundId: number; playerId: number }[],
): Promise<Set<string>> {
  if (rows.length === 0) return new Set()
  const inserted = await tx
    .insert(questRounds)
    .values(rows)
    .onConflictDoNothing()
    .returning({ tournamentId: questRounds.tournamentId, roundId: questRounds.roundId })
  return new Set(inserted.map((row) => `${row.tournamentId}:${row.roundId}`))
}

/** Adds to the player's progress (the upsert locks the row); answers the new total. */
export async function addProgress(
  tx: Executor,
  input: { tournamentId: number; playerId: number; eurCents: number; rounds: number; now: Date },
): Promise<ProgressRow> {
  const [row] = await tx
    .insert(questProgress)
    .values({
      tournamentId: input.tournamentId,
      playerId: input.playerId,
      betEurCents: input.eurCents,
      rounds: input.rounds,
      updatedAt: input.now,
    })
    .onConflictDoUpdate({
      target: [questProgress.tournamentId, questProgress.playerId],
      set: {
        betEurCents: sql`${questProgress.betEurCents} + ${input.eurCents}`,
        rounds: sql`${questProgress.rounds} + ${input.rounds}`,
        updatedAt: input.now,
      },
    })
    .returning()
  if (!row) throw new Error('quest progress upsert returned no row')
  return row
}

export async function findProgress(
  db: Executor,
  tournamentId: number,
  playerId: number,
): Promise<ProgressRow | undefined> {
  const [row] = await db
    .select()
    .from(questProgress)
    .where(and(eq(questProgress.tournamentId, tournamentId), eq(questProgress.playerId, playerId)))
  return row
}

/** Claims a completed level; false when it was already awarded. */
export async function claimLevel(
  tx: Executor,
  row: { tournamentId: number; playerId: number; level: number; now: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(questLevelAwards)
    .values({
      tournamentId: row.tournamentId,
      playerId: row.playerId,
      level: row.level,
      payout: 'pending',
      createdAt: row.now,
    })
    .onConflictDoNothing()
    .returning({ level: questLevelAwards.level })
  return inserted.length > 0
}

export async function setAwardPayout(
  tx: Executor,
  row: { tournamentId: number; playerId: number; level: number },
  payout: string,
): Promise<void> {
  await tx
    .update(questLevelAwards)
    .set({ payout })
    .where(
      and(
        eq(questLevelAwards.tournamentId, row.tournamentId),
        eq(questLevelAwards.playerId, row.playerId),
        eq(questLevelAwards.level, row.level),
      ),
    )
}

export async function awardsOf(db: Executor, tournamentId: number, playerId: number) {
  return db
    .select()
    .from(questLevelAwards)
    .where(and(eq(questLevelAwards.tournamentId, tournamentId), eq(questLevelAwards.playerId, playerId)))
}

/** Identifier and categories of the rounds' games (a quest's qualifying games). */
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

/** The player's active wallet currency (the ladder's currency on the quest page). */
export async function activeCurrency(db: Executor, playerId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ currency: accounts.currency })
    .from(accounts)
    .where(and(eq(accounts.playerId, playerId), eq(accounts.active, true)))
    .limit(1)
  return row?.currency
}
