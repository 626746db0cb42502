// Responsible-gambling limits (spec 1 §3 "User limit", §4 "Limit reached"; UKGC RTS 12 and 13, MGA).
// Pure: the clock is an argument. The platform enforces with these; the client shows with them.

/** spec 1 §3 */
export const LIMIT_TYPES = ['loss', 'wager', 'deposit', 'coolingoff', 'selfexclusion', 'session'] as const
export type LimitType = (typeof LIMIT_TYPES)[number]

/** spec 1 §3 */
export const LIMIT_PERIODS = [
  'day',
  'day_3',
  'week',
  'month',
  'month_3',
  'month_6',
  'month_9',
  'month_12',
  'forever',
] as const
export type LimitPeriod = (typeof LIMIT_PERIODS)[number]

/** Limits on money, one currency account each. */
export const MONEY_LIMIT_TYPES = ['loss', 'wager', 'deposit'] as const satisfies readonly LimitType[]
export type MoneyLimitType = (typeof MONEY_LIMIT_TYPES)[number]

/** Limits that block the account until they end and cannot be lifted early. */
export const RESTRICTION_TYPES = ['coolingoff', 'selfexclusion'] as const satisfies readonly LimitType[]
export type RestrictionType = (typeof RESTRICTION_TYPES)[number]

/** Our choice: money and session limits accept every period of the spec except `forever`. */
export const MONEY_LIMIT_PERIODS = [
  'day',
  'day_3',
  'week',
  'month',
  'month_3',
  'month_6',
  'month_9',
  'month_12',
] as const satisfies readonly LimitPeriod[]
/** Our choice after UKGC "time-out": a short break, a day up to a month. */
export const COOLING_OFF_PERIODS = ['day', 'day_3', 'week', 'month'] as const satisfies readonly LimitPeriod[]
/** UKGC LCCP 3.5.3: self-exclusion lasts at least six months. */
export const SELF_EXCLUSION_PERIODS = [
  'month_6',
  'month_9',
  'month_12',
  'forever',
] as const satisfies readonly LimitPeriod[]

/** Periods each type accepts. */
export const PERIODS_BY_TYPE: Record<LimitType, readonly LimitPeriod[]> = {
  loss: MONEY_LIMIT_PERIODS,
  wager: MONEY_LIMIT_PERIODS,
  deposit: MONEY_LIMIT_PERIODS,
  session: MONEY_LIMIT_PERIODS,
  coolingoff: COOLING_OFF_PERIODS,
  selfexclusion: SELF_EXCLUSION_PERIODS,
}

/** UKGC RTS 12: an increase or removal takes effect no sooner than 24 hours after it was asked. */
export const LIMIT_INCREASE_COOLING_MS = 24 * 60 * 60 * 1000
/** Our choice: the emailed confirmation link of an increase or removal works for 7 days, once. */
export const LIMIT_CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000
/** Our choice: rounds further apart than this start a new play session (session limit, reality check). */
export const PLAY_SESSION_GAP_MS = 30 * 60 * 1000
/** UKGC RTS 13: a reality check every 60 minutes unless the player chooses otherwise. */
export const REALITY_CHECK_DEFAULT_MINUTES = 60
/** Intervals the player may choose for the reality check. */
export const REALITY_CHECK_INTERVALS = [15, 30, 45, 60, 90, 120] as const
/** Longest session limit: a whole day of play. */
export const SESSION_LIMIT_MAX_MINUTES = 24 * 60

const PERIOD_LENGTH: Record<LimitPeriod, { days?: number; months?: number } | null> = {
  day: { days: 1 },
  day_3: { days: 3 },
  week: { days: 7 },
  month: { months: 1 },
  month_3: { months: 3 },
  month_6: { months: 6 },
  month_9: { months: 9 },
  month_12: { months: 12 },
  forever: null,
}

function shift(at: Date, period: LimitPeriod, sign: 1 | -1): Date | null {
  const length = PERIOD_LENGTH[period]
  if (!length) return null
  const date = new Date(at.getTime())
  if (length.days) date.setUTCDate(date.getUTCDate() + sign * length.days)
  if (length.months) date.setUTCMonth(date.getUTCMonth() + sign * length.months)
  return date
}

/**
 * Start of the rolling window a money or session limit counts over (UKGC norm: rolling, not calendar):
 * the last day, 3 days, week or N calendar months up to `now`. `forever` counts everything (null).
 */
export function windowStart(period: LimitPeriod, now: Date): Date | null {
  return shift(now, period, -1)
}

/** When a cooling-off or self-exclusion set at `from` ends; null for `forever`. */
export function restrictionEnd(period: LimitPeriod, from: Date): Date | null {
  return shift(from, period, 1)
}

export function isPeriodAllowed(type: LimitType, period: LimitPeriod): boolean {
  return PERIODS_BY_TYPE[type].includes(period)
}

export function isMoneyLimit(type: LimitType): type is MoneyLimitType {
  return (MONEY_LIMIT_TYPES as readonly LimitType[]).includes(type)
}

export function isRestriction(type: LimitType): type is RestrictionType {
  return (RESTRICTION_TYPES as readonly LimitType[]).includes(type)
}

/** What a change of a money or session limit does: lower or new applies now, higher waits. */
export function changeKind(current: number | null, next: number): 'apply' | 'increase' | 'same' {
  if (current === null || next < current) return 'apply'
  return next === current ? 'same' : 'increase'
}

/** A pending increase or removal applies once it is confirmed and its cooling period has passed. */
export function isPendingDue(pending: { appliesAt: Date; confirmedAt: Date | null }, now: Date): boolean {
  return pending.confirmedAt !== null && pending.appliesAt.getTime() <= now.getTime()
}

/** What is left before the limit is hit; never negative. */
export function remainingCents(amountCents: number, currentCents: number): number {
  return Math.max(0, amountCents - Math.max(0, currentCents))
}

/** A bet or deposit of `cents` would take the counted value past the limit. */
export function wouldExceed(amountCents: number, currentCents: number, cents: number): boolean {
  return currentCents + cents > amountCents
}

/** The shape the client reads (spec 1 §3). */
export interface LimitView {
  type: LimitType
  accounts: readonly { currency: string; amount_cents: number; current_value_amount_cents: number }[]
  minutes?: number | null
  current_minutes?: number | null
}

/**
 * spec 1 §4 "Limit reached": cooling-off always counts; the other types when the amount minus the
 * absolute current value is <= 0 for the player's currency. Our addition: self-exclusion counts like
 * cooling-off, and a session limit compares minutes.
 */
export function isLimitReached(limit: LimitView, currency: string): boolean {
  if (limit.type === 'coolingoff' || limit.type === 'selfexclusion') return true
  if (limit.type === 'session') {
    if (limit.minutes == null) return false
    return limit.minutes - Math.abs(limit.current_minutes ?? 0) <= 0
  }
  const account = limit.accounts.find((a) => a.currency === currency)
  if (!account) return false
  return account.amount_cents - Math.abs(account.current_value_amount_cents) <= 0
}

/** spec 1 §4: "Deposit limit reached is tracked separately": the non-deposit limits that block play. */
export function isPlayLimitReached(limits: readonly LimitView[], currency: string): boolean {
  return limits.some((limit) => limit.type !== 'deposit' && isLimitReached(limit, currency))
}

/** Played time of a run of round times (oldest first): gaps longer than `gapMs` are not play. */
export function playedMs(times: readonly Date[], now: Date | null, gapMs = PLAY_SESSION_GAP_MS): number {
  let total = 0
  let previous: Date | undefined
  for (const at of now ? [...times, now] : times) {
    if (previous) {
      const gap = at.getTime() - previous.getTime()
      if (gap > 0 && gap <= gapMs) total += gap
    }
    previous = at
  }
  return total
}

/** When the next reality check falls: every `intervalMinutes` since the play session began. */
export function nextRealityCheck(sessionStartedAt: Date, intervalMinutes: number, now: Date): Date {
  const interval = intervalMinutes * 60 * 1000
  const elapsed = Math.max(0, now.getTime() - sessionStartedAt.getTime())
  return new Date(sessionStartedAt.getTime() + (Math.floor(elapsed / interval) + 1) * interval)
}
