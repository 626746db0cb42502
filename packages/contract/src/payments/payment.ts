// Shapes the payment endpoints share (spec 1 §3 "Payment history item", §5 card rules, §7). The
// spec shows the history and recall paths only; the method list, crypto address, deposit,
// withdrawal and provider-callback paths are the platform's own (ADR: sandbox payments):
//   GET  /api/payments/methods?currency=&action=deposit|cashout   payment methods (get-payment-methods.ts)
//   GET  /api/payments/crypto_address?currency=&network=           stable deposit address (get-crypto-address.ts)
//   POST /api/payments/deposits                                    start a deposit (create-deposit.ts)
//   POST /api/payments/withdrawals                                 request a withdrawal (create-withdrawal.ts)
//   POST /api/payments/callback                                    the sandbox provider's signed callback
// Money is integer minor units of the wallet currency (`subunits_to_unit` from @croupier/rules/currency).
import { z } from 'zod'
import { CentsSchema, CurrencyCodeSchema, TimestampSchema } from '../primitives.ts'
import { PaymentActionSchema, PaymentStateSchema } from '../realtime/events.ts'

export { PaymentActionSchema, PaymentStateSchema }
export type PaymentAction = z.infer<typeof PaymentActionSchema>
export type PaymentState = z.infer<typeof PaymentStateSchema>

/** spec 2 §9: crypto is one type, every other method another; the platform names the others. */
export const PaymentMethodTypeSchema = z.enum(['card', 'ewallet', 'bank_transfer', 'crypto'])
export type PaymentMethodType = z.infer<typeof PaymentMethodTypeSchema>

/** Payment-system types of spec 1 §3: PAYMENT for deposits, PAYOUT for withdrawals. */
export const PAYMENT_SYSTEM_TYPES = { deposit: 'PAYMENT', cashout: 'PAYOUT' } as const

/** A sandbox test card and the outcome the provider gives it (README "Test cards"). */
export interface TestCard {
  readonly number: string
  readonly outcome: 'succeeded' | 'declined' | 'pending' | 'canceled'
  readonly note: string
}

/**
 * Documented sandbox cards. Any expiry not before the current month, any holder (English letters),
 * any 3-digit CVV. Any other Luhn-valid number succeeds. The pending card stays `pending` and the
 * sandbox provider completes it (`succeeded`) 3 seconds later through the same callback path; the
 * cancel card stays `pending` and is `canceled` 3 seconds later (the 3-D Secure step abandoned).
 */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242 4242 4242 4242', outcome: 'succeeded', note: 'Visa, succeeds at once' },
  { number: '5555 5555 5555 4444', outcome: 'succeeded', note: 'Mastercard, succeeds at once' },
  { number: '4000 0000 0000 0002', outcome: 'declined', note: 'Visa, declined by the bank' },
  { number: '4000 0000 0000 3220', outcome: 'pending', note: 'Visa, pending, succeeds after 3 s' },
  { number: '4000 0000 0000 3063', outcome: 'canceled', note: 'Visa, pending, canceled after 3 s' },
]

/** Delay after which the sandbox completes a pending deposit (pending test card, crypto). */
export const SANDBOX_PENDING_DELAY_MS = 3_000

/**
 * Error codes of `{ error, message }` bodies the payment endpoints answer with (beside 401 and the
 * 422 `{ errors: { field: [key] } }` bodies whose fields are the request's, dotted for nested ones:
 * `card.number`, `card.expiry`, `card.holder`, `card.cvv`, `account.iban`, `amount_cents`, `method_id`).
 * A deposit refused by a limit, cooling-off or self-exclusion answers with the limits module's body
 * (409 LIMIT_REACHED, 403 COOLING_OFF / SELF_EXCLUDED, limits/user-limit.ts).
 */
export const PAYMENT_ERROR_CODES = [
  /** 404: no payment with this id belongs to the caller. */
  'PAYMENT_NOT_FOUND',
  /** 409: the payment is no longer recallable (already processing, finished or recalled). */
  'PAYMENT_NOT_RECALLABLE',
  /** 409: the idempotency key was used before with a different request. */
  'IDEMPOTENCY_CONFLICT',
  /** 403: the fraud check refused the deposit or withdrawal. */
  'PAYMENT_REFUSED',
  /** 403: the provider callback's signature does not match. */
  'INVALID_SIGNATURE',
] as const
export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[number]

/** Message key a declined or canceled payment carries (the web translates it). */
export const PAYMENT_DECLINE_KEYS = {
  declined: 'PAYMENTS.DECLINED',
  canceled: 'PAYMENTS.CANCELED',
  expired: 'PAYMENTS.EXPIRED',
} as const

/** A pending deposit declined at settlement because crediting it would pass a deposit limit (ADR 020). */
export const DEPOSIT_LIMIT_DECLINE_KEY = 'PAYMENTS.DEPOSIT_LIMIT'

/** Card the platform remembers: never the full number, only BIN (first 6) and last four (spec 1 §5). */
export const MaskedCardSchema = z.object({
  bin: z.string().regex(/^\d{6}$/),
  last4: z.string().regex(/^\d{4}$/),
  /** MM/YY as entered. */
  expiry: z.string().nullable(),
  holder: z.string().nullable(),
})
export type MaskedCard = z.infer<typeof MaskedCardSchema>

/** One payment: a deposit or a withdrawal (spec 1 §3 "Payment history item" plus what the history shows). */
export const PaymentSchema = z.object({
  id: z.string().min(1),
  action: PaymentActionSchema,
  state: PaymentStateSchema,
  amount_cents: CentsSchema,
  currency: CurrencyCodeSchema,
  /** Payment-system type of spec 1 §3. */
  payment_system_type: z.enum(['PAYMENT', 'PAYOUT']),
  method_id: z.string(),
  method_type: PaymentMethodTypeSchema,
  brand: z.string(),
  /** Masked card for card payments, else null. */
  card: MaskedCardSchema.nullable(),
  /** Masked destination for other methods (IBAN …1234, e-wallet e-mail, crypto address), else null. */
  account_mask: z.string().nullable(),
  /** Deposit bonus code sent with a deposit, else null. */
  bonus_code: z.string().nullable(),
  /** Message key when declined or canceled (PAYMENT_DECLINE_KEYS), else null. */
  error_key: z.string().nullable(),
  created_at: TimestampSchema,
  /** Set when the payment reached a final state. */
  finished_at: TimestampSchema.nullable(),
  /** A withdrawal the player can still cancel (spec 1 §4): true while pending. */
  recallable: z.boolean(),
})
export type Payment = z.infer<typeof PaymentSchema>

/** Deposits and withdrawals are keyed so a retried request never pays twice. */
export const PaymentIdempotencyKeySchema = z.string().trim().min(8).max(100)
