// POST /api/payments/deposits — start a deposit with the sandbox provider (path chosen by the
// platform). Answers 201 with the payment: `succeeded` (balance credited once, `balance` event),
// `declined` (nothing charged, `error_key`), or `pending` (completes later; crypto deposits wait for
// the transfer, which the sandbox simulates after SANDBOX_PENDING_DELAY_MS). The same
// idempotency_key returns the first payment; with another body it is 409 IDEMPOTENCY_CONFLICT.
// Card rules (spec 1 §5), 422 keys under `card.*`: number VALIDATION.CARD.NUMBER (Luhn) or
// VALIDATION.CARD.BIN_BLOCKED, expiry VALIDATION.EXPIRATION.INVALID or VALIDATION.CARD.EXPIRED,
// holder VALIDATION.ONLY_ENGLISH, cvv VALIDATION.INVALID, each VALIDATION.REQUIRED when missing.
// amount_cents VALIDATION.MIN_VALUE / MAX_VALUE outside the method's range. A deposit limit refuses
// with 409 LIMIT_REACHED (deposits still pending count against it), a cooling-off or self-exclusion
// with 403 COOLING_OFF / SELF_EXCLUDED (bodies in limits/user-limit.ts); the fraud check with 403
// PAYMENT_REFUSED. A pending deposit whose credit would pass a limit lowered or added meanwhile ends
// `declined` with DEPOSIT_LIMIT_DECLINE_KEY (ADR 020).
// Test cards: TEST_CARDS in payment.ts. The platform stores only BIN and last four.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { CentsSchema, CurrencyCodeSchema } from '../primitives.ts'
import { PaymentIdempotencyKeySchema, PaymentSchema } from './payment.ts'

export const CardInputSchema = z.object({
  number: z.string().max(40).optional(),
  /** MM/YY. */
  expiry: z.string().max(10).optional(),
  holder: z.string().max(100).optional(),
  cvv: z.string().max(4).optional(),
})
export type CardInput = z.infer<typeof CardInputSchema>

export const AccountInputSchema = z.object({
  email: z.string().max(200).optional(),
  iban: z.string().max(50).optional(),
  holder: z.string().max(100).optional(),
  address: z.string().max(120).optional(),
})
export type AccountInput = z.infer<typeof AccountInputSchema>

export const CreateDepositBodySchema = z.object({
  method_id: z.string().min(1).max(60),
  amount_cents: CentsSchema,
  currency: CurrencyCodeSchema,
  idempotency_key: PaymentIdempotencyKeySchema,
  /** A new card (card methods), or … */
  card: CardInputSchema.optional(),
  /** … a saved profile id from the method's `saved_profiles`. */
  saved_profile_id: z.string().max(60).optional(),
  /** E-wallet e-mail or bank details for non-card methods. */
  account: AccountInputSchema.optional(),
  /** Deposit bonus code to apply (spec 1 §2 "autoApplyPromocode"). */
  bonus_code: z.string().trim().max(50).optional(),
})
export type CreateDepositBody = z.input<typeof CreateDepositBodySchema>

export const createDeposit = defineEndpoint({
  method: 'POST',
  path: '/api/payments/deposits',
  summary: 'Start a deposit with the sandbox provider',
  tags: ['payments'],
  body: CreateDepositBodySchema,
  response: PaymentSchema,
  status: 201,
})
