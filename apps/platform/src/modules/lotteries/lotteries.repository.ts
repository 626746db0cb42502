// Drizzle access for lotteries (ADR 041): tickets under unique keys, the per-round stake claim, the
// draw's claim (drawn_at set where still null) and the winner rows, one per place.
import { and, asc, count, eq, gt, isNull, lte, sql } from 'drizzle-orm'
import type { Executor } from '../events/events.service.ts'
import { players } from '../player/player.tables.ts'
import {
  type LotteryTicketSource,
  lotteries,
  lotteryRounds,
  lotteryStakes,
  lotteryTickets,
  lotteryWinners,
} from './lotteries.tables.ts'

export type LotteryRow = typeof lotteries.$inferSelect
export type NewLottery = typeof lotteries.$inferInsert
export type WinnerRow = typeof lotteryWinners.$inferSelect

const NICKNAME = sql<string>`coalesce(${players.nickname}, split_part(${players.email}, '@', 1))`

export async function insertLottery(db: Executor, row: NewLottery): Promise<LotteryRow> {
  const [saved] = await db.insert(lotteries).values(row).onConflictDoNothing().returning()
  if (saved) return saved
  const [existing] = await db
    .select()
    .from(lotteries)
    .where(eq(lotteries.frontendIdentifier, row.frontendIdentifier))
  return existing as LotteryRow
}

/** By numeric id or frontend identifier. */
export async function findLottery(db: Executor, idOrIdentifier: string): Promise<LotteryRow | undefined> {
  const where = /^\d{1,9}$/.test(idOrIdentifier)
    ? eq(lotteries.id, Number(idOrIdentifier))
    : eq(lotteries.frontendIdentifier, idOrIdentifier)
  const [row] = await db.select().from(lotteries).where(where).limit(1)
  return row
}

export function listLotteries(db: Executor): Promise<LotteryRow[]> {
  return db
    .select()
    .from(lotteries)
    .orderBy(asc(lotteries.position), asc(lotteries.startAt), asc(lotteries.id))
}

/** Lotteries taking tickets at `now`: started, not ended, not drawn. */
export function activeLotteries(db: Executor, now: Date): Promise<LotteryRow[]> {
  return db
    .select()
    .from(lotteries)
    .where(and(lte(lotteries.startAt, now), gt(lotteries.endAt, now), isNull(lotteries.drawnAt)))
    .orderBy(asc(lotteries.id))
}

/** Inserts tickets whose keys are new; answers how many were. */
export async function insertTickets(
  db: Executor,
  input: { lotteryId: number; playerId: number; source: LotteryTicketSource; keys: string[]; now: Date },
): Promise<number> {
  if (input.keys.length === 0) return 0
  const rows = await db
    .insert(lotteryTickets)
    .values(
      input.keys.map((key) => ({
        lotteryId: input.lotteryId,
        playerId: input.playerId,
        source: input.source,
        key,
        createdAt: input.now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: lotteryTickets.id })
  return rows.length
}

/** True the first time a round is counted for a lottery. */
export async function claimRound(db: Executor, lotteryId: number, roundId: number): Promise<boolean> {
  const rows = await db
    .insert(lotteryRounds)
    .values({ lotteryId, roundId })
    .onConflictDoNothing()
    .returning({ roundId: lotteryRounds.roundId })
  return rows.length > 0
}

/** Adds stake to the player's running total (the row stays locked until the transaction ends). */
export async function addStake(
  db: Executor,
  lotteryId: number,
  playerId: number,
  eurCents: number,
): Promise<{ eurCents: number; ticketsIssued: number }> {
  const [row] = await db
    .insert(lotteryStakes)
    .values({ lotteryId, playerId, eurCents })
    .onConflictDoUpdate({
      target: [lotteryStakes.lotteryId, lotteryStakes.playerId],
      set: { eurCents: sql`${lotteryStakes.eurCents} + ${eurCents}` },
    })
    .returning({ eurCents: lotteryStakes.eurCents, ticketsIssued: lotteryStakes.ticketsIssued })
  return row as { eurCents: number; ticketsIssued: number }
}

export async function setTicketsIssued(db: Executor, lotteryId: number, playerId: number, issued: number) {
  await db
    .update(lotteryStakes)
    .set({ ticketsIssued: issued })
    .where(and(eq(lotteryStakes.lotteryId, lotteryId), eq(lotteryStakes.playerId, playerId)))
}

export async function ticketCounts(db: Executor, lotteryIds: number[], playerId?: number) {
  if (lotteryIds.length === 0) return new Map<number, number>()
  const rows = await db
    .select({ lotteryId: lotteryTickets.lotteryId, n: count() })
    .from(lotteryTickets)
    .where(
      and(
        sql`${lotteryTickets.lotteryId} in ${lotteryIds}`,
        playerId === undefined ? undefined : eq(lotteryTickets.playerId, playerId),
      ),
    )
    .groupBy(lotteryTickets.lotteryId)
  return new Map(rows.map((r) => [r.lotteryId, Number(r.n)]))
}

/** Per lottery, the player's tickets (lotteries they hold any in). */
export function playerTicketCounts(db: Executor, playerId: number) {
  return db
    .select({ lottery: lotteries, n: count() })
    .from(lotteryTickets)
    .innerJoin(lotteries, eq(lotteries.id, lotteryTickets.lotteryId))
    .where(eq(lotteryTickets.playerId, playerId))
    .groupBy(lotteries.id)
    .orderBy(asc(lotteries.id))
}

/** Claims one ended, undrawn lottery: another instance skips it, or finds drawn_at set. */
export async function claimEnded(db: Executor, now: Date, onlyId?: number): Promise<LotteryRow | undefined> {
  const [row] = await db
    .update(lotteries)
    .set({ drawnAt: now })
    .where(
      and(
        isNull(lotteries.drawnAt),
        sql`${lotteries.id} = (select id from lotteries where drawn_at is null and end_at <= ${now}
          ${onlyId === undefined ? sql`` : sql`and id = ${onlyId}`}
          order by end_at, id limit 1 for update skip locked)`,
      ),
    )
    .returning()
  return row
}

export function ticketsOf(db: Executor, lotteryId: number) {
  return db
    .select({ id: lotteryTickets.id, playerId: lotteryTickets.playerId })
    .from(lotteryTickets)
    .where(eq(lotteryTickets.lotteryId, lotteryId))
    .orderBy(asc(lotteryTickets.id))
}

export async function setClientSeed(db: Executor, lotteryId: number, clientSeed: string): Promise<void> {
  await db.update(lotteries).set({ clientSeed }).where(eq(lotteries.id, lotteryId))
}

export async function insertWinner(db: Executor, row: typeof lotteryWinners.$inferInsert) {
  const [saved] = await db.insert(lotteryWinners).values(row).onConflictDoNothing().returning()
  return saved
}

export async function setPayout(db: Executor, winnerId: number, payout: string): Promise<void> {
  await db.update(lotteryWinners).set({ payout }).where(eq(lotteryWinners.id, winnerId))
}

export async function winnersOf(
  db: Executor,
  lotteryId: number,
): Promise<(WinnerRow & { nickname: string })[]> {
  const rows = await db
    .select({ winner: lotteryWinners, nickname: NICKNAME })
    .from(lotteryWinners)
    .innerJoin(players, eq(players.id, lotteryWinners.playerId))
    .where(eq(lotteryWinners.lotteryId, lotteryId))
    .orderBy(asc(lotteryWinners.place))
  return rows.map((r) => ({ ...r.winner, nickname: r.nickname }))
}

export async function moveEndTo(db: Executor, lotteryId: number, now: Date): Promise<void> {
  await db
    .update(lotteries)
    .set({ endAt: now })
    .where(and(eq(lotteries.id, lotteryId), isNull(lotteries.drawnAt), gt(lotteries.endAt, now)))
}

export async function findPlayerId(
  db: Executor,
  by: { id?: number | undefined; email?: string | undefined },
) {
  const where =
    by.id !== undefined ? eq(players.id, by.id) : eq(players.email, (by.email ?? '').trim().toLowerCase())
  const [row] = await db.select({ id: players.id }).from(players).where(where).limit(1)
  return row?.id
}

export async function setWinnerAmount(
  db: Executor,
  lotteryId: number,
  place: number,
  currency: string,
  amountCents: number,
): Promise<void> {
  await db
    .update(lotteryWinners)
    .set({ currency, amountCents })
    .where(and(eq(lotteryWinners.lotteryId, lotteryId), eq(lotteryWinners.place, place)))
}
