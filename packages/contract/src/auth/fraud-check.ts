// POST /api/users/transaction — the fraud check the client runs before a deposit or payout (spec 1
// §7). Signed in only. Card data is the BIN (first 6) and last 4 of the number and the expiry split
// into month and year; empty values are dropped (spec 1 §5), so every field but the money is
// optional. `custom_player_status` is the VIP status from the player's groups (spec 1 §6). The
// platform records every check and answers allow or deny; a deny carries a reason code
// (BIN_BLOCKED, AMOUNT_OVER_THRESHOLD). Deposits and withdrawals run the same rules server-side.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { CentsSchema, CurrencyCodeSchema } from '../primitives.ts'

const Text = (max: number) => z.string().trim().max(max).optional()

export const FraudCheckBodySchema = z.object({
  country: Text(2),
  first_name: Text(100),
  last_name: Text(100),
  email: Text(200),
  /** Device fingerprint (the same dfpc sign-in sends). */
  dfpc: Text(200),
  card_bin: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
  card_last4: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
  expiry_month: z.int().min(1).max(12).optional(),
  /** Four digits, e.g. 2031. */
  expiry_year: z.int().min(2000).max(2100).optional(),
  cardholder: Text(100),
  payment_account_id: Text(100),
  website_url: Text(300),
  transaction_id: Text(100),
  /** ISO time of the attempt. */
  time: Text(40),
  currency: CurrencyCodeSchema,
  amount_cents: CentsSchema,
  payment_system: Text(60),
  /** `transaction` for a deposit, `payout` for a withdrawal (spec 1 §7). */
  type: z.enum(['transaction', 'payout']),
  custom_player_status: Text(30),
})
export type FraudCheckBody = z.input<typeof FraudCheckBodySchema>

export const FraudDecisionSchema = z.object({
  id: z.string(),
  decision: z.enum(['allow', 'deny']),
  reason: z.enum(['BIN_BLOCKED', 'AMOUNT_OVER_THRESHOLD']).nullable(),
})
export type FraudDecision = z.infer<typeof FraudDecisionSchema>

export const fraudCheck = defineEndpoint({
  method: 'POST',
  path: '/api/users/transaction',
  summary: 'Fraud check before a deposit or payout',
  tags: ['auth', 'payments'],
  body: FraudCheckBodySchema,
  response: FraudDecisionSchema,
})
