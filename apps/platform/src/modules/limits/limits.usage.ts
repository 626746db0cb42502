// What a limit has counted in its rolling window (UKGC norm: rolling, not calendar): wager = bets,
// loss = bets − wins (a bet counts as a potential loss until its win is posted), deposit = succeeded
// deposit credits, session = minutes of real-money play.
import { PLAY_SESSION_GAP_MS, windowStart } from '@croupier/rules/limits'
import type { Executor } from '../wallet/ledger.service.ts'
import { type LimitRow, moneyTotals, playedTime } from './limits.repository.ts'

export interface LimitUsage {
  /** Money limits: what the period counted (loss may be negative when the player is up). */
  currentCents: number | null
  /** Session limits: milliseconds of play in the period, including the pause up to `now` if short. */
  playedMs: number | null
}

/** Minutes of play in the window, counting the time since the last round while play goes on. */
export async function sessionPlayedMs(
  db: Executor,
  playerId: number,
  row: LimitRow,
  now: Date,
): Promise<number> {
  const since = windowStart(row.period, now) ?? new Date(0)
  const { playedMs, lastAt } = await playedTime(db, playerId, since, PLAY_SESSION_GAP_MS)
  const sinceLast = lastAt ? now.getTime() - lastAt.getTime() : Number.POSITIVE_INFINITY
  return playedMs + (sinceLast > 0 && sinceLast <= PLAY_SESSION_GAP_MS ? sinceLast : 0)
}

export async function limitUsage(db: Executor, row: LimitRow, now: Date): Promise<LimitUsage> {
  if (row.type === 'session')
    return { currentCents: null, playedMs: await sessionPlayedMs(db, row.playerId, row, now) }
  if (row.currency === null) return { currentCents: null, playedMs: null }
  const totals = await moneyTotals(db, row.playerId, row.currency, windowStart(row.period, now))
  const currentCents =
    row.type === 'wager'
      ? totals.wageredCents
      : row.type === 'loss'
        ? totals.wageredCents - totals.wonCents
        : totals.depositedCents
  return { currentCents, playedMs: null }
}
