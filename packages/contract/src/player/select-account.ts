// POST /api/player/accounts `{ currency }` — choose the active wallet (spec 1 §7). A currency the
// player has no wallet in gets a zero wallet when the currency is enabled. 200 with every account;
// 422 `{ errors: { currency: ['VALIDATION.INVALID'] } }` for a currency that is not enabled.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { AccountsSchema } from './get-accounts.ts'

export const SelectAccountBodySchema = z.object({ currency: z.string().max(10) })
export type SelectAccountBody = z.infer<typeof SelectAccountBodySchema>

export const selectAccount = defineEndpoint({
  method: 'POST',
  path: '/api/player/accounts',
  summary: 'Choose the active wallet (creating it when needed)',
  tags: ['player'],
  body: SelectAccountBodySchema,
  response: AccountsSchema,
})
