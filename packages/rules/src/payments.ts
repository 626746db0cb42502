// Sandbox payment rules (issue #5 items 1–4; spec 1 §3, §4, §5): card checks with the spec's
// message keys, the documented test-card outcomes, what the platform may keep of a card (BIN and
// last four), which payments a player can recall, and the fraud check's decision. Pure: the clock
// and the configuration are parameters.
import {
  cardNumber,
  cardNumberDepBin,
  email,
  ibanIsLT,
  ibanValidation,
  isValidCardExpire,
  onlyEnglishCharacters,
  parseExpiration,
} from './validation'
import { V } from './validation-keys'

export type PaymentAction = 'deposit' | 'cashout'
export type PaymentState =
  | 'canceled'
  | 'declined'
  | 'rejected'
  | 'recalled'
  | 'succeeded'
  | 'pending'
  | 'processing'
  | 'reserved'

/** States after which nothing changes any more. */
export const FINAL_PAYMENT_STATES: readonly PaymentState[] = [
  'canceled',
  'declined',
  'rejected',
  'recalled',
  'succeeded',
]

export function isFinalPaymentState(state: PaymentState): boolean {
  return FINAL_PAYMENT_STATES.includes(state)
}

/** spec 1 §4: a withdrawal can be cancelled while it waits (pending or reserved), never once processing. */
export function isRecallable(action: PaymentAction, state: PaymentState): boolean {
  return action === 'cashout' && (state === 'pending' || state === 'reserved')
}

/**
 * What the sandbox answers for a card deposit: at once (`succeeded`, `declined`), or later through
 * the signed callback (`pending`: pending, then succeeded; `canceled`: pending, then canceled).
 */
export type SandboxOutcome = 'succeeded' | 'declined' | 'pending' | 'canceled'

/**
 * Documented sandbox cards (README "Test cards", ADR 016), by BIN and last four so a saved card (of
 * which only those are kept) gives the same outcome: 4000 0000 0000 0002 declines, 4000 0000 0000
 * 3220 stays pending and completes later, 4000 0000 0000 3063 stays pending and is canceled later
 * (the player abandons the 3-D Secure step), every other valid number succeeds (4242 4242 4242 4242,
 * 5555 5555 5555 4444).
 */
export function sandboxCardOutcome(bin: string, last4: string): SandboxOutcome {
  if (bin !== '400000') return 'succeeded'
  if (last4 === '0002') return 'declined'
  if (last4 === '3220') return 'pending'
  if (last4 === '3063') return 'canceled'
  return 'succeeded'
}

export function digitsOnly(value: string): string {
  return value.replace(/\s+/g, '')
}

/** spec 1 §5 "card data for fraud checks": the first 6 digits and the last 4. */
export function maskCard(number: string): { bin: string; last4: string } {
  const digits = digitsOnly(number)
  return { bin: digits.slice(0, 6), last4: digits.slice(-4) }
}

/** spec 1 §5: expiry split into month and four-digit year; null when it does not parse. */
export function splitExpiry(expiry: string): { month: number; year: number } | null {
  return parseExpiration(expiry)
}

export interface CardFields {
  number?: string | undefined
  expiry?: string | undefined
  holder?: string | undefined
  cvv?: string | undefined
}

type Errors = Record<string, string[]>

function put(errors: Errors, field: string, key: string | null): void {
  if (key) errors[field] = [key]
}

function requiredText(value: string | undefined): string | null {
  return value === undefined || value.trim() === '' ? V.REQUIRED : null
}

/**
 * Every card rule of spec 1 §5 with its message key, under `card.<field>`: number (Luhn, then the
 * blocked-BIN list), expiry (MM/YY, not before the current month of `now`), holder (English
 * letters and spaces), CVV (3 or 4 digits). Empty object when the card passes.
 */
export function validateCard(card: CardFields, now: Date, blockedBins: readonly string[] = []): Errors {
  const errors: Errors = {}
  put(
    errors,
    'card.number',
    requiredText(card.number) ?? cardNumber(card.number) ?? cardNumberDepBin(card.number, blockedBins),
  )
  put(errors, 'card.expiry', requiredText(card.expiry) ?? isValidCardExpire(card.expiry, now))
  put(errors, 'card.holder', requiredText(card.holder) ?? onlyEnglishCharacters(card.holder?.trim()))
  put(errors, 'card.cvv', requiredText(card.cvv) ?? (/^\d{3,4}$/.test(card.cvv ?? '') ? null : V.INVALID))
  return errors
}

export interface AccountFields {
  email?: string | undefined
  iban?: string | undefined
  holder?: string | undefined
  address?: string | undefined
}

/** A crypto address as the sandbox accepts it: letters, digits and a `prefix:` (BCH), 20 to 100 long. */
export const CRYPTO_ADDRESS_PATTERN = /^[A-Za-z0-9:]{20,100}$/

/** The account fields one method type needs, each with its spec 1 §5 rule, under `account.<field>`. */
export function validateAccount(
  type: 'ewallet' | 'bank_transfer' | 'crypto',
  account: AccountFields,
): Errors {
  const errors: Errors = {}
  if (type === 'ewallet') put(errors, 'account.email', requiredText(account.email) ?? email(account.email))
  if (type === 'bank_transfer') {
    const iban = account.iban?.trim()
    put(errors, 'account.iban', requiredText(iban) ?? ibanValidation(iban))
    put(
      errors,
      'account.holder',
      requiredText(account.holder) ?? onlyEnglishCharacters(account.holder?.trim()),
    )
  }
  if (type === 'crypto') {
    const address = account.address?.trim() ?? ''
    put(
      errors,
      'account.address',
      requiredText(address) ?? (CRYPTO_ADDRESS_PATTERN.test(address) ? null : V.INVALID),
    )
  }
  return errors
}

export { ibanIsLT }

/** What the history shows of a destination: the last 4 characters of an IBAN or address, a masked e-mail. */
export function maskAccount(
  type: 'ewallet' | 'bank_transfer' | 'crypto',
  account: AccountFields,
): string | null {
  if (type === 'ewallet' && account.email) {
    const [user = '', domain = ''] = account.email.trim().split('@')
    return `${user.slice(0, 2)}***@${domain}`
  }
  const value = type === 'bank_transfer' ? account.iban : type === 'crypto' ? account.address : undefined
  if (!value) return null
  const compact = digitsOnly(value)
  return `…${compact.slice(-4)}`
}

/** An amount against a method's range: the spec 1 §5 generic keys. */
export function amountError(amountCents: number, minCents: number, maxCents: number | null): string | null {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents < minCents) return V.MIN_VALUE
  if (maxCents !== null && amountCents > maxCents) return V.MAX_VALUE
  return null
}

/** Fee of a method in minor units: fixed plus basis points of the amount, rounded up. */
export function paymentFee(amountCents: number, fee: { fixed_cents: number; percent_bp: number }): number {
  return fee.fixed_cents + Math.ceil((amountCents * fee.percent_bp) / 10_000)
}

export interface FraudInput {
  cardBin?: string | undefined
  /** Minor units of `subunitsToUnit` per major unit. */
  amountCents: number
  subunitsToUnit: number
  /** spec 1 §6: the VIP status from the player's groups; 'regular' when none. */
  playerStatus: string
}

export interface FraudRules {
  /** BINs the fraud check refuses outright. */
  blockedBins: readonly string[]
  /** Largest amount in major units a non-VIP player may move at once; null: no threshold. */
  amountThresholdUnits: number | null
}

export type FraudDecision =
  | { decision: 'allow'; reason: null }
  | { decision: 'deny'; reason: 'BIN_BLOCKED' | 'AMOUNT_OVER_THRESHOLD' }

/** The sandbox fraud check: a blocked BIN, or an amount over the threshold for a non-VIP player, is refused. */
export function fraudDecision(input: FraudInput, rules: FraudRules): FraudDecision {
  if (input.cardBin && rules.blockedBins.some((bin) => bin !== '' && input.cardBin?.startsWith(bin)))
    return { decision: 'deny', reason: 'BIN_BLOCKED' }
  if (
    rules.amountThresholdUnits !== null &&
    input.playerStatus === 'regular' &&
    input.amountCents > rules.amountThresholdUnits * input.subunitsToUnit
  )
    return { decision: 'deny', reason: 'AMOUNT_OVER_THRESHOLD' }
  return { decision: 'allow', reason: null }
}
