// Cashbox rules of spec 1 §2, §4, §5, §6, §9 and spec 2 §5: the deposit route's query, the first
// amount and presets, card data for fraud checks, payment-method retries, the Sofort brand hidden
// for its group, the canceled-deposit warning and the stored-bonus-code routine's preconditions.
// Pure: the clock and storage reads are arguments.

export const DEPOSIT_FIRST_AMOUNT = 50 // spec 1 §9: deposit default first amount 50 (major units)
export const PAYMENT_METHOD_RETRIES = 3 // spec 1 §5, spec 2 §9: retries when a method list comes back empty
/** Our choice: the spec gives no presets; the first amount and its common neighbours. */
export const DEPOSIT_PRESETS = [20, 50, 100, 200, 500] as const
export const SOFORT_BRAND = 'sofort' // spec 1 §6, spec 2 §5: the Sofort brand
export const SOFORT_HIDDEN_GROUP = 631 // spec 1 §6: "Sofort, identifier 631 group": hidden for its members
/** localStorage keys of the stored-bonus-code routine (spec 1 §2) and the canceled-deposit warning (spec 1 §4). */
export const STORED_BONUS_CODE_KEY = 'depositBonusCode'
export const STORED_BONUS_CODE_APPLIED_KEY = 'depositBonusCodeApplied'
export const LAST_CANCELED_DEPOSIT_KEY = 'lastCanceledDepositId'

export interface DepositQuery {
  /** spec 1 §2: a number, default 0 (0 means "use the first amount"). */
  amountProp: number
  /** spec 1 §2: true only when the text is 'true'. */
  autoApplyPromocode: boolean
  fromDashboard: boolean
}

/** The deposit route's query (spec 1 §2): amountProp, autoApplyPromocode, from-dashboard flag. */
export function parseDepositQuery(params: URLSearchParams): DepositQuery {
  const raw = params.get('amountProp') ?? params.get('amount')
  const amount = raw === null || raw.trim() === '' ? 0 : Number(raw)
  return {
    amountProp: Number.isFinite(amount) && amount > 0 ? amount : 0,
    autoApplyPromocode: params.get('autoApplyPromocode') === 'true',
    fromDashboard: params.get('fromDashboard') === 'true' || params.get('from_dashboard') === 'true',
  }
}

/** The amount the deposit form starts with (major units): amountProp when given, else 50, kept in bounds. */
export function initialDepositAmount(amountProp: number, min?: number | null, max?: number | null): number {
  let amount = amountProp > 0 ? amountProp : DEPOSIT_FIRST_AMOUNT
  if (min != null && amount < min) amount = min
  if (max != null && max > 0 && amount > max) amount = max
  return amount
}

/** The preset buttons within a method's bounds (major units). */
export function depositPresets(min?: number | null, max?: number | null): number[] {
  return DEPOSIT_PRESETS.filter(
    (value) => (min == null || value >= min) && (max == null || max <= 0 || value <= max),
  )
}

export interface CardFraudData {
  bin?: string
  last4?: string
  exp_month?: string
  exp_year?: string
}

/**
 * spec 1 §5 "Card data for fraud checks": first 6 digits (bin) and last 4 of the number, expiry split
 * as year/month (MM/YY → month 'MM', year '20YY'); empty values dropped.
 */
export function cardFraudData(cardNumber: string, expiry: string): CardFraudData {
  const digits = cardNumber.replace(/\s+/g, '')
  const out: CardFraudData = {}
  if (digits.length >= 6) out.bin = digits.slice(0, 6)
  if (digits.length >= 4) out.last4 = digits.slice(-4)
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim())
  if (match?.[1] && match[2]) {
    out.exp_month = match[1].padStart(2, '0')
    out.exp_year = match[2].length === 2 ? `20${match[2]}` : match[2]
  }
  return out
}

/** Formats typed card digits in groups of four for display (the value sent drops the spaces). */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19)
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** Formats a typed expiry as MM/YY while typing. */
export function formatCardExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4)
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}/${digits.slice(2)}`
}

/** spec 1 §6, spec 2 §5: the Sofort brand is hidden for members of its group. */
export function isBrandHidden(brand: string, groupIds: readonly number[]): boolean {
  return brand.trim().toLowerCase() === SOFORT_BRAND && groupIds.includes(SOFORT_HIDDEN_GROUP)
}

/** spec 1 §5: a method list is loaded again, up to 3 more times, while it comes back empty. */
export function shouldRetryMethods(listLength: number, retriesSoFar: number): boolean {
  return listLength === 0 && retriesSoFar < PAYMENT_METHOD_RETRIES
}

export interface HistoryItemForWarning {
  id: string
  action: string
  state: string
  finished_at: string | null
}

/**
 * spec 1 §4: the canceled-deposit warning shows when the latest deposit is canceled, finished within
 * `windowMs` of now and is not the one shown last (remembered locally). Returns its id or null.
 * `items` are newest first.
 */
export function canceledDepositToWarn(
  items: readonly HistoryItemForWarning[],
  lastShownId: string | null,
  now: Date,
  windowMs: number,
): string | null {
  const latest = items.find((item) => item.action === 'deposit')
  if (latest?.state !== 'canceled' || latest.finished_at === null) return null
  const finished = Date.parse(latest.finished_at)
  if (
    !Number.isFinite(finished) ||
    now.getTime() - finished > windowMs ||
    finished > now.getTime() + windowMs
  )
    return null
  return latest.id === lastShownId ? null : latest.id
}

/** spec 1 §2: the stored-bonus-code routine runs when a code is stored, the second flag is absent and the user is logged in. */
export function shouldRunStoredBonusCode(input: {
  storedCode: string | null
  appliedFlag: string | null
  isLoggedIn: boolean
}): boolean {
  return input.isLoggedIn && (input.storedCode ?? '').trim() !== '' && !input.appliedFlag
}
