// GET /api/player/accounts — the player's wallets, one per currency (spec 1 §3 Account, §7).
// Signed in only. Bonus balance = amount_cents − available_to_cashout_cents. The `compatibility`
// query parameter of the original client is accepted and ignored.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { CentsSchema } from '../primitives.ts'

export const AccountSchema = z.object({
  currency: z.string(),
  /** Total balance in minor units (cash + bonus). */
  amount_cents: CentsSchema,
  /** The withdrawable part, in minor units. */
  available_to_cashout_cents: CentsSchema,
  /** The wallet the player plays and pays with; exactly one is active. */
  active: z.boolean(),
})
export type Account = z.infer<typeof AccountSchema>

export const AccountsSchema = z.array(AccountSchema)

export const getAccounts = defineEndpoint({
  method: 'GET',
  path: '/api/player/accounts',
  summary: "The player's wallets, one per currency",
  tags: ['player'],
  query: z.object({ compatibility: z.string().max(50).optional() }),
  response: AccountsSchema,
})
