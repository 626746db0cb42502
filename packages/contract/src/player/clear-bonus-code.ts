// DELETE /api/player/clear_bonus_code — forget the stored deposit bonus code (spec 1 §4: clear
// returns to unset). Idempotent.
import { defineEndpoint } from '../endpoint.ts'
import { BonusCodeStateSchema } from './set-bonus-code.ts'

export const clearBonusCode = defineEndpoint({
  method: 'DELETE',
  path: '/api/player/clear_bonus_code',
  summary: 'Clear the deposit bonus code',
  tags: ['player', 'bonuses'],
  response: BonusCodeStateSchema,
})
