// PATCH /api/player/set_bonus_code {deposit_bonus_code} — store the deposit bonus code the next
// deposit uses (spec 1 §4 "Deposit bonus code": unset → set; the client then reloads the profile).
// The code is trimmed; empty is 422 `{ errors: { deposit_bonus_code: ['VALIDATION.REQUIRED'] } }`.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'

export const BonusCodeStateSchema = z.object({ deposit_bonus_code: z.string().nullable() })
export type BonusCodeState = z.infer<typeof BonusCodeStateSchema>

export const setBonusCode = defineEndpoint({
  method: 'PATCH',
  path: '/api/player/set_bonus_code',
  summary: 'Store the deposit bonus code',
  tags: ['player', 'bonuses'],
  body: z.object({ deposit_bonus_code: z.string().trim().max(50) }),
  response: BonusCodeStateSchema,
})
