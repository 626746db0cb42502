// What the limits page shows and sends (spec 1 §3 "User limit", §4 "Limit reached"; UKGC RTS 12):
// the usage of each limit, the running block, and the create/update form's draft turned into the
// contract's body with message keys for what is wrong. Pure; the clock is an argument.
import type { CreateUserLimitBody } from '@croupier/contract/limits/create-user-limit'
import type { ResponsibleGaming, UserLimit } from '@croupier/contract/limits/user-limit'
import { parseMajorToMinor } from '@croupier/rules/currency'
import {
  isRestriction,
  type LimitPeriod,
  type LimitType,
  MONEY_LIMIT_TYPES,
  type MoneyLimitType,
  PERIODS_BY_TYPE,
  type RestrictionType,
  SESSION_LIMIT_MAX_MINUTES,
} from '@croupier/rules/limits'
import type { ShellPlayer } from '../../../lib/shell-context'

/** The limits a player sets with an amount or a time, in the order the page lists them. */
export const AMOUNT_LIMIT_TYPES = [
  'deposit',
  'loss',
  'wager',
  'session',
] as const satisfies readonly LimitType[]
export type AmountLimitType = (typeof AMOUNT_LIMIT_TYPES)[number]

/** Periods the page offers for a type (the platform's rules decide, spec 1 §3 lists them all). */
export function periodsFor(type: LimitType): readonly LimitPeriod[] {
  return PERIODS_BY_TYPE[type]
}

export interface LimitUsage {
  /** What the period counted so far: minor units, or minutes for a session limit. */
  used: number
  /** The limit: minor units, or minutes. */
  limit: number
  /** 0–100, for the progress bar. */
  percent: number
  currency: string | null
}

/** The usage of a money or session limit; null for cooling-off and self-exclusion. */
export function usageOf(limit: UserLimit): LimitUsage | null {
  if (limit.type === 'session') {
    if (limit.minutes === null) return null
    return usage(limit.current_minutes ?? 0, limit.minutes, null)
  }
  if (isRestriction(limit.type)) return null
  const account = limit.accounts[0]
  if (!account) return null
  // spec 1 §4 reads the absolute current value (a loss may travel as a negative number).
  return usage(Math.abs(account.current_value_amount_cents), account.amount_cents, account.currency)
}

function usage(used: number, limit: number, currency: string | null): LimitUsage {
  const percent = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100
  return { used, limit, percent, currency }
}

/** The money and session limits, deposit first, then by period length. */
export function amountLimits(limits: readonly UserLimit[]): UserLimit[] {
  const typeOrder = (type: LimitType) => (AMOUNT_LIMIT_TYPES as readonly LimitType[]).indexOf(type)
  const periodOrder = (limit: UserLimit) => periodsFor(limit.type).indexOf(limit.period)
  return limits
    .filter((limit) => !isRestriction(limit.type))
    .sort((a, b) => typeOrder(a.type) - typeOrder(b.type) || periodOrder(a) - periodOrder(b))
}

/** The running block, self-exclusion before cooling-off (the stronger one is what the player sees). */
export function runningRestriction(
  limits: readonly UserLimit[],
): (UserLimit & { type: RestrictionType }) | null {
  const blocks = limits.filter((limit): limit is UserLimit & { type: RestrictionType } =>
    isRestriction(limit.type),
  )
  return blocks.find((limit) => limit.type === 'selfexclusion') ?? blocks[0] ?? null
}

/** The block the page and popup show: the player's (GET /api/player), else a running one of the list. */
export function restrictionOf(
  player: ShellPlayer,
  limits: readonly UserLimit[] | null,
): Required<ResponsibleGaming> {
  const fromPlayer = player.responsible_gaming
  if (fromPlayer?.restriction) return { restriction: fromPlayer.restriction, until: fromPlayer.until }
  const running = limits ? runningRestriction(limits) : null
  return running ? { restriction: running.type, until: running.ends_at } : { restriction: null, until: null }
}

/** The player's wallet currencies, the active one first: a money limit holds one of them. */
export function currenciesOf(player: ShellPlayer): string[] {
  return [...new Set([player.currency, ...player.accounts.map((account) => account.currency)])]
}

/** The value a pending change moves to: minor units or minutes; null for a removal. */
export function pendingValue(limit: UserLimit): number | null {
  if (limit.status !== 'pending_increase') return null
  return limit.type === 'session' ? limit.pending_minutes : limit.pending_amount_cents
}

// ---------------------------------------------------------------------------------------------
// the create / update form

export interface LimitDraft {
  type: AmountLimitType
  period: LimitPeriod
  currency: string
  /** Major units as typed, e.g. "100" or "12.50". */
  amount: string
  /** Whole minutes as typed (session limits). */
  minutes: string
}

/** Message keys (limits.form.errors.*) per field. */
export type LimitDraftErrors = Partial<Record<'period' | 'amount' | 'minutes', string>>

export type DraftResult =
  | { body: CreateUserLimitBody; errors?: undefined }
  | { body?: undefined; errors: LimitDraftErrors }

export function emptyDraft(currency: string, type: AmountLimitType = 'deposit'): LimitDraft {
  return { type, period: 'day', currency, amount: '', minutes: '' }
}

/** The draft of an existing limit, to change its amount. */
export function draftOf(limit: UserLimit): LimitDraft | null {
  if (isRestriction(limit.type)) return null
  const account = limit.accounts[0]
  return {
    type: limit.type as AmountLimitType,
    period: limit.period,
    currency: account?.currency ?? '',
    amount: '',
    minutes: '',
  }
}

export function isMoneyType(type: LimitType): type is MoneyLimitType {
  return (MONEY_LIMIT_TYPES as readonly LimitType[]).includes(type)
}

/** Checks a draft the way the platform will, and builds the body of POST /api/user_limits. */
export function validateDraft(draft: LimitDraft): DraftResult {
  const errors: LimitDraftErrors = {}
  if (!periodsFor(draft.type).includes(draft.period)) errors.period = 'period'
  if (draft.type === 'session') {
    const text = draft.minutes.trim()
    if (text === '') errors.minutes = 'required'
    else if (!/^\d+$/.test(text)) errors.minutes = 'wholeMinutes'
    else {
      const minutes = Number(text)
      if (minutes < 1) errors.minutes = 'tooSmall'
      else if (minutes > SESSION_LIMIT_MAX_MINUTES) errors.minutes = 'tooManyMinutes'
      else if (!errors.period) return { body: { type: 'session', period: draft.period, minutes } }
    }
    return { errors }
  }
  const text = draft.amount.trim()
  if (text === '') errors.amount = 'required'
  else {
    const cents = parseMajorToMinor(text, draft.currency)
    if (cents === undefined) errors.amount = 'amount'
    else if (cents < 1) errors.amount = 'tooSmall'
    else if (!errors.period)
      return {
        body: { type: draft.type, period: draft.period, currency: draft.currency, amount_cents: cents },
      }
  }
  return { errors }
}

/** What saving a new value does (UKGC RTS 12): a lower or new limit applies now, a higher one waits. */
export function saveOutcome(saved: UserLimit): 'applied' | 'pending' {
  return saved.status === 'pending_increase' ? 'pending' : 'applied'
}

/** The list with `saved` in place of the limit of the same id, or added when it is new. */
export function upsertLimit(limits: readonly UserLimit[], saved: UserLimit): UserLimit[] {
  return limits.some((limit) => limit.id === saved.id)
    ? limits.map((limit) => (limit.id === saved.id ? saved : limit))
    : [...limits, saved]
}
