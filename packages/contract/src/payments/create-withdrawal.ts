// POST /api/payments/withdrawals — request a withdrawal (path chosen by the platform). The amount is
// reserved from `available_to_cashout_cents` at once (a ledger debit; never more than is available,
// 422 `{ errors: { amount_cents: ['VALIDATION.NOT_ENOUGH_MONEY'] } }` otherwise) and the payment
// answers 201 `pending` and `recallable: true`; a job moves it pending → processing → succeeded
// (WITHDRAWAL_PROCESS_DELAY_MS, default 60 s). Recall with POST /api/player/payments/:id/recall
// while pending. Cooling-off and self-excluded players can still withdraw (MGA).
// Account fields by method: bank transfer `account.iban` (VALIDATION.IBAN; an LT IBAN adds group
// 1101, spec 1 §5) and `account.holder`; e-wallet `account.email`; crypto `account.address`; card
// `saved_profile_id` or `card.number` (refund to the card).

import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { CentsSchema, CurrencyCodeSchema } from '../primitives.ts'
import { AccountInputSchema, CardInputSchema } from './create-deposit.ts'
import { PaymentIdempotencyKeySchema, PaymentSchema } from './payment.ts'

export const CreateWithdrawalBodySchema = z.object({
  method_id: z.string().min(1).max(60),
  amount_cents: CentsSchema,
  currency: CurrencyCodeSchema,
  idempotency_key: PaymentIdempotencyKeySchema,
  account: AccountInputSchema.optional(),
  card: CardInputSchema.optional(),
  saved_profile_id: z.string().max(60).optional(),
})
export type CreateWithdrawalBody = z.input<typeof CreateWithdrawalBodySchema>

export const createWithdrawal = defineEndpoint({
  method: 'POST',
  path: '/api/payments/withdrawals',
  summary: 'Request a withdrawal (funds reserved at once)',
  tags: ['payments'],
  body: CreateWithdrawalBodySchema,
  response: PaymentSchema,
  status: 201,
})
