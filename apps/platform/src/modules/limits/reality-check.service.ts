// The reality check (issue #5 item 9; UKGC RTS 13, GLI-19): the current play session — real-money
// rounds no more than PLAY_SESSION_GAP_MS apart, ending now — with its time, amount wagered and net
// result in the active wallet's currency, the player's chosen interval, and net deposits.
import type { RealityCheck } from '@croupier/contract/limits/get-reality-check'
import {
  nextRealityCheck,
  PLAY_SESSION_GAP_MS,
  playedMs,
  REALITY_CHECK_DEFAULT_MINUTES,
} from '@croupier/rules/limits'
import type { Database } from '../../db/client.ts'
import { findActiveAccount } from '../wallet/ledger.service.ts'
import * as repo from './limits.repository.ts'

/** Our choice: a play session is looked for in the last day, at most this many rounds back. */
const LOOKBACK_MS = 24 * 60 * 60 * 1000
const LOOKBACK_ROUNDS = 5_000

/** The rounds of the play session that is still going on, oldest first; empty when not playing. */
function currentRun(newestFirst: readonly Date[], now: Date): Date[] {
  const [latest] = newestFirst
  if (!latest || now.getTime() - latest.getTime() > PLAY_SESSION_GAP_MS) return []
  const run = [latest]
  for (let i = 1; i < newestFirst.length; i++) {
    const earlier = newestFirst[i]
    const later = newestFirst[i - 1]
    if (!earlier || !later || later.getTime() - earlier.getTime() > PLAY_SESSION_GAP_MS) break
    run.push(earlier)
  }
  return run.reverse()
}

export async function getRealityCheck(db: Database, playerId: number, now: Date): Promise<RealityCheck> {
  const [interval, active, times] = await Promise.all([
    repo.findRealityInterval(db, playerId),
    findActiveAccount(db, playerId),
    repo.recentRoundTimes(db, playerId, new Date(now.getTime() - LOOKBACK_MS), LOOKBACK_ROUNDS),
  ])
  const intervalMinutes = interval ?? REALITY_CHECK_DEFAULT_MINUTES
  const currency = active?.currency ?? 'EUR'
  const run = currentRun(times, now)
  const startedAt = run[0] ?? null
  const [session, allTime] = await Promise.all([
    startedAt ? repo.moneyTotals(db, playerId, currency, startedAt) : null,
    repo.moneyTotals(db, playerId, currency, null),
  ])
  return {
    session_started_at: startedAt?.toISOString() ?? null,
    session_minutes: Math.floor(playedMs(run, startedAt ? now : null) / 60_000),
    interval_minutes: intervalMinutes,
    next_check_at: startedAt ? nextRealityCheck(startedAt, intervalMinutes, now).toISOString() : null,
    currency,
    wagered_cents: session?.wageredCents ?? 0,
    won_cents: session?.wonCents ?? 0,
    net_result_cents: session ? session.wonCents - session.wageredCents : 0,
    net_deposits_cents: allTime.depositedCents - allTime.withdrawnCents,
  }
}

export async function setRealityInterval(
  db: Database,
  playerId: number,
  minutes: number,
  now: Date,
): Promise<RealityCheck> {
  await repo.saveRealityInterval(db, playerId, minutes, now)
  return getRealityCheck(db, playerId, now)
}
