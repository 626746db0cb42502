// Jackpot wins (spec 2 §3 "Jackpot win"): one row per level and cycle, the list of GET
// /api/jackpot_wins, and the winner's display name.
import { asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { games } from '../catalogue/catalogue.tables.ts'
import { players } from '../player/player.tables.ts'
import type { Executor } from '../wallet/ledger.service.ts'
import { jackpotLevels, jackpots, jackpotWins } from './jackpots.tables.ts'

export type NewJackpotWin = typeof jackpotWins.$inferInsert

/** The new row's id; undefined when the level's cycle already has its win (a replay). */
export async function insertWin(tx: Executor, win: NewJackpotWin): Promise<number | undefined> {
  const [row] = await tx
    .insert(jackpotWins)
    .values(win)
    .onConflictDoNothing()
    .returning({ id: jackpotWins.id })
  return row?.id
}

export async function insertSeededWins(db: Database, wins: readonly NewJackpotWin[]): Promise<void> {
  if (wins.length > 0) await db.insert(jackpotWins).values(wins.map((w) => ({ ...w, seeded: true })))
}

export async function countWins(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<string>`count(*)` }).from(jackpotWins)
  return Number(row?.n ?? 0)
}

export async function nicknameOf(tx: Executor, playerId: number): Promise<string | null> {
  const [row] = await tx.select({ nickname: players.nickname }).from(players).where(eq(players.id, playerId))
  return row?.nickname ?? null
}

export async function listWins(
  db: Database,
  query: { order: 'latest' | 'biggest'; limit: number; jackpot?: string | undefined },
) {
  const order: SQL[] =
    query.order === 'biggest'
      ? [desc(jackpotWins.amountEurCents), desc(jackpotWins.createdAt), desc(jackpotWins.id)]
      : [desc(jackpotWins.createdAt), desc(jackpotWins.id)]
  return db
    .select({
      win: jackpotWins,
      jackpot: { identifier: jackpots.identifier, title: jackpots.title },
      game: { identifier: games.identifier, title: games.title },
    })
    .from(jackpotWins)
    .innerJoin(jackpotLevels, eq(jackpotLevels.id, jackpotWins.levelId))
    .innerJoin(jackpots, eq(jackpots.id, jackpotLevels.jackpotId))
    .leftJoin(games, eq(games.id, jackpotWins.gameId))
    .where(query.jackpot === undefined ? undefined : eq(jackpots.identifier, query.jackpot))
    .orderBy(...order, asc(jackpotWins.levelId))
    .limit(query.limit)
}

/** The seed's demo winners by email. */
export async function demoWinners(db: Database, emails: readonly string[]) {
  const rows = await db
    .select({ id: players.id, email: players.email, nickname: players.nickname })
    .from(players)
    .where(inArray(players.email, [...emails]))
  return new Map(rows.map((row) => [row.email, row]))
}
