// Enforcement of responsible-gambling limits (issue #5 item 8; UKGC RTS 12, MGA): the cashbox calls
// `assertDepositAllowed` before a deposit, play calls `assertPlayAllowed` at launch and
// `assertBetAllowed` inside a round's transaction before the bet posting. Refusals are HttpErrors
// whose body carries the contract's extra fields (limits/user-limit.ts), so every caller maps them
// the same way through the global error handler.
import type { LimitReachedErrorBody, RestrictedErrorBody } from '@croupier/contract/limits/user-limit'
import { remainingCents, wouldExceed } from '@croupier/rules/limits'
import { HttpError } from '../../http/errors.ts'
import type { Executor } from '../wallet/ledger.service.ts'
import { lockPlayerDeposits, waitingDepositCents } from './deposit-limits.repository.ts'
import {
  type LimitRow,
  listLimits,
  listRestrictions,
  lockAccount,
  settlePending,
} from './limits.repository.ts'
import { limitUsage, sessionPlayedMs } from './limits.usage.ts'

/** 403 COOLING_OFF / SELF_EXCLUDED: the account is blocked from deposits and play. */
export class RestrictedError extends HttpError {
  constructor(
    readonly restriction: 'coolingoff' | 'selfexclusion',
    readonly until: Date | null,
    readonly limitId: number,
    readonly playerId: number,
  ) {
    const code = restriction === 'selfexclusion' ? 'SELF_EXCLUDED' : 'COOLING_OFF'
    const details: Omit<RestrictedErrorBody, 'error' | 'message'> = { until: until?.toISOString() ?? null }
    super(
      403,
      code,
      restriction === 'selfexclusion'
        ? 'Your account is self-excluded: deposits and play are closed.'
        : 'Your account is taking a break: deposits and play are closed until it ends.',
      details,
    )
  }
}

/** 409 LIMIT_REACHED: the deposit or bet would pass a limit; carries what is left. */
export class LimitReachedError extends HttpError {
  constructor(
    readonly limit: LimitRow,
    remaining: { cents: number | null; minutes: number | null },
  ) {
    const details: Omit<LimitReachedErrorBody, 'error' | 'message'> = {
      limit_id: String(limit.id),
      type: limit.type,
      period: limit.period,
      currency: limit.currency,
      amount_cents: limit.amountCents,
      remaining_cents: remaining.cents,
      remaining_minutes: remaining.minutes,
    }
    super(409, 'LIMIT_REACHED', LIMIT_MESSAGES[limit.type] ?? 'A limit you set has been reached.', details)
  }
}

const LIMIT_MESSAGES: Partial<Record<LimitRow['type'], string>> = {
  deposit: 'This deposit would pass your deposit limit.',
  loss: 'This bet would pass your loss limit.',
  wager: 'This bet would pass your wager limit.',
  session: 'Your session time limit has been reached.',
}

/** The running block that weighs most: self-exclusion before cooling-off, then the one ending last. */
function weightiest(rows: readonly LimitRow[]): LimitRow | null {
  const weight = (row: LimitRow) =>
    (row.type === 'selfexclusion' ? 2 : 1) * 1e15 + (row.endsAt?.getTime() ?? 1e15 - 1)
  return rows
    .filter((row) => row.type === 'coolingoff' || row.type === 'selfexclusion')
    .reduce<LimitRow | null>((best, row) => (!best || weight(row) > weight(best) ? row : best), null)
}

export async function findRestriction(db: Executor, playerId: number, now: Date): Promise<LimitRow | null> {
  return weightiest(await listRestrictions(db, playerId, now))
}

function throwIfRestricted(restriction: LimitRow | null): void {
  if (restriction)
    throw new RestrictedError(
      restriction.type as 'coolingoff' | 'selfexclusion',
      restriction.endsAt,
      restriction.id,
      restriction.playerId,
    )
}

export async function assertNotRestricted(db: Executor, playerId: number, now: Date): Promise<void> {
  throwIfRestricted(await findRestriction(db, playerId, now))
}

async function assertSessionTimeLeft(
  db: Executor,
  playerId: number,
  limits: LimitRow[],
  now: Date,
): Promise<void> {
  for (const row of limits) {
    if (row.type !== 'session' || row.minutes === null) continue
    const played = await sessionPlayedMs(db, playerId, row, now)
    if (played >= row.minutes * 60_000) throw new LimitReachedError(row, { cents: null, minutes: 0 })
  }
}

/** The first deposit limit of `currency` that `amountCents` more would pass, with what it left. */
async function passedDepositLimit(
  db: Executor,
  args: { playerId: number; currency: string; amountCents: number; now: Date; waitingCents: number },
): Promise<{ row: LimitRow; current: number } | null> {
  await settlePending(db, args.playerId, args.now)
  for (const row of await listLimits(db, args.playerId, args.now)) {
    if (row.type !== 'deposit' || row.currency !== args.currency || row.amountCents === null) continue
    const current = ((await limitUsage(db, row, args.now)).currentCents ?? 0) + args.waitingCents
    if (wouldExceed(row.amountCents, current, args.amountCents)) return { row, current }
  }
  return null
}

/**
 * Before a deposit of `amountCents` in `currency` (stable export for the cashbox): 403 while a
 * cooling-off or self-exclusion runs, 409 LIMIT_REACHED with `remaining_cents` when it would pass a
 * deposit limit of that currency over any of its periods, counting the deposits credited in the
 * window and every deposit still waiting for its provider (ADR 020). Call it inside the transaction
 * that records the deposit: it holds the player's deposit lock until that transaction ends.
 */
export async function assertDepositAllowed(
  db: Executor,
  args: { playerId: number; currency: string; amountCents: number; now: Date },
): Promise<void> {
  await assertNotRestricted(db, args.playerId, args.now)
  await lockPlayerDeposits(db, args.playerId)
  const waitingCents = await waitingDepositCents(db, args.playerId, args.currency)
  const passed = await passedDepositLimit(db, { ...args, waitingCents })
  if (passed)
    throw new LimitReachedError(passed.row, {
      cents: remainingCents(passed.row.amountCents ?? 0, passed.current),
      minutes: null,
    })
}

/**
 * Before crediting a deposit that succeeded (inside its transaction): the deposit limit that the
 * credit would pass now, counting credited deposits only, or null when it fits. A limit lowered or
 * added while the deposit waited is the usual cause; the caller declines the deposit (ADR 020).
 */
export async function depositLimitPassedByCredit(
  db: Executor,
  args: { playerId: number; currency: string; amountCents: number; now: Date },
): Promise<LimitRow | null> {
  await lockPlayerDeposits(db, args.playerId)
  return (await passedDepositLimit(db, { ...args, waitingCents: 0 }))?.row ?? null
}

/**
 * Opening a game: 403 while blocked (demo too, for a signed-in player: our choice, a blocked
 * account plays nothing); in real mode 409 LIMIT_REACHED when the session time is used up or a
 * loss or wager limit of the wallet's currency has nothing left (spec 1 §2: the client then sends
 * the player to the limits page).
 */
export async function assertPlayAllowed(
  db: Executor,
  args: { playerId: number; currency: string | null; now: Date },
): Promise<void> {
  const { playerId, currency, now } = args
  await assertNotRestricted(db, playerId, now)
  if (currency === null) return
  await settlePending(db, playerId, now)
  const limits = await listLimits(db, playerId, now)
  await assertSessionTimeLeft(db, playerId, limits, now)
  for (const row of limits) {
    if (
      (row.type !== 'loss' && row.type !== 'wager') ||
      row.currency !== currency ||
      row.amountCents === null
    )
      continue
    const current = (await limitUsage(db, row, now)).currentCents ?? 0
    if (remainingCents(row.amountCents, current) <= 0)
      throw new LimitReachedError(row, { cents: 0, minutes: null })
  }
}

/**
 * Inside a real-money round's transaction, before the bet posting: 403 while blocked, 409
 * LIMIT_REACHED when the session time is used up or the stake would pass a loss limit (the stake
 * counts as a potential loss) or a wager limit of the bet's currency.
 */
export async function assertBetAllowed(
  db: Executor,
  args: { playerId: number; currency: string; stakeCents: number; now: Date; walletLocked?: boolean },
): Promise<void> {
  const { playerId, currency, stakeCents, now } = args
  // The caller may hold the wallet's lock already (a round step locks it once for its postings).
  if (!args.walletLocked) await lockAccount(db, playerId, currency)
  // One read gives the blocks and the limits in force; a pending change (rare) is settled first.
  let limits = await listLimits(db, playerId, now)
  if (limits.some((row) => row.pendingKind !== null)) {
    await settlePending(db, playerId, now)
    limits = await listLimits(db, playerId, now)
  }
  throwIfRestricted(weightiest(limits))
  await assertSessionTimeLeft(db, playerId, limits, now)
  for (const row of limits) {
    if (
      (row.type !== 'loss' && row.type !== 'wager') ||
      row.currency !== currency ||
      row.amountCents === null
    )
      continue
    const current = (await limitUsage(db, row, now)).currentCents ?? 0
    if (wouldExceed(row.amountCents, current, stakeCents))
      throw new LimitReachedError(row, { cents: remainingCents(row.amountCents, current), minutes: null })
  }
}
