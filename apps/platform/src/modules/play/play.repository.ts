// Reads and writes game sessions, their rounds and the stored answers of their idempotent calls.
import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { gameProviders, gameRounds, games } from '../catalogue/catalogue.tables.ts'
import type { Executor } from '../wallet/ledger.service.ts'
import { gameActions, gameSessions } from './play.tables.ts'

export type SessionRow = typeof gameSessions.$inferSelect
export type RoundRow = typeof gameRounds.$inferSelect

export async function insertSession(
  db: Database,
  row: typeof gameSessions.$inferInsert,
): Promise<SessionRow> {
  const [inserted] = await db.insert(gameSessions).values(row).returning()
  if (!inserted) throw new Error('game session insert returned nothing')
  return inserted
}

export async function findSession(db: Executor, id: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(gameSessions).where(eq(gameSessions.id, id)).limit(1)
  return row
}

/** Locks the session for one step of play: steps of one session run one after the other. */
export async function lockSession(tx: Executor, id: string): Promise<SessionRow | undefined> {
  const [row] = await tx.select().from(gameSessions).where(eq(gameSessions.id, id)).for('update')
  return row
}

/** Moves the FUN balance; null when it would go negative (the caller holds the session lock). */
export async function addFunBalance(tx: Executor, id: string, cents: number): Promise<number | null> {
  const [row] = await tx
    .update(gameSessions)
    .set({ funBalanceCents: sql`${gameSessions.funBalanceCents} + ${cents}` })
    .where(and(eq(gameSessions.id, id), sql`${gameSessions.funBalanceCents} + ${cents} >= 0`))
    .returning({ balance: gameSessions.funBalanceCents })
  return row?.balance ?? null
}

export async function findAction(tx: Executor, sessionId: string, key: string): Promise<unknown> {
  const [row] = await tx
    .select({ response: gameActions.response })
    .from(gameActions)
    .where(and(eq(gameActions.sessionId, sessionId), eq(gameActions.idempotencyKey, key)))
    .limit(1)
  return row?.response
}

export async function insertAction(
  tx: Executor,
  row: { sessionId: string; idempotencyKey: string; response: unknown; createdAt: Date },
): Promise<void> {
  await tx.insert(gameActions).values(row)
}

export async function insertRound(tx: Executor, row: typeof gameRounds.$inferInsert): Promise<RoundRow> {
  const [inserted] = await tx.insert(gameRounds).values(row).returning()
  if (!inserted) throw new Error('game round insert returned nothing')
  return inserted
}

export async function updateRound(
  tx: Executor,
  id: number,
  changes: Partial<Pick<RoundRow, 'status' | 'betCents' | 'winCents' | 'outcome' | 'state'>>,
): Promise<RoundRow> {
  const [row] = await tx.update(gameRounds).set(changes).where(eq(gameRounds.id, id)).returning()
  if (!row) throw new Error(`game round ${id} vanished`)
  return row
}

export async function findSessionRound(
  tx: Executor,
  sessionId: string,
  roundId: number,
): Promise<RoundRow | undefined> {
  const [row] = await tx
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.sessionId, sessionId), eq(gameRounds.id, roundId)))
    .limit(1)
  return row
}

/** The newest unfinished round of a session (an open blackjack hand), if any. */
export async function findOpenRound(db: Executor, sessionId: string): Promise<RoundRow | undefined> {
  const [row] = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.sessionId, sessionId), eq(gameRounds.status, 'in_progress')))
    .orderBy(desc(gameRounds.id))
    .limit(1)
  return row
}

export interface HistoryRow {
  round: RoundRow
  identifier: string
  title: string
  kind: string
  providerName: string
}

/** A player's rounds, newest first, with the game; and their total. */
export async function listPlayerRounds(
  db: Database,
  playerId: number,
  offset: number,
  limit: number,
): Promise<{ rows: HistoryRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        round: gameRounds,
        identifier: games.identifier,
        title: games.title,
        kind: games.kind,
        providerName: gameProviders.name,
      })
      .from(gameRounds)
      .innerJoin(games, eq(games.id, gameRounds.gameId))
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .where(eq(gameRounds.playerId, playerId))
      .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(gameRounds).where(eq(gameRounds.playerId, playerId)),
  ])
  return { rows, total: counted?.total ?? 0 }
}
