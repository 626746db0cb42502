// DELETE /api/player/bonuses/:id — cancel an issued or activated bonus (spec 2 §7 C13): its
// bonus money and bonus winnings (balance_cents) are removed in one transaction; the answer is
// the canceled bonus. 404 for an id that is not the player's; 409 BONUS_NOT_ACTIVATABLE when
// it is already final.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { PlayerBonusSchema } from './player-bonus.ts'

export const cancelBonus = defineEndpoint({
  method: 'DELETE',
  path: '/api/player/bonuses/:id',
  summary: 'Cancel a bonus',
  tags: ['bonuses'],
  params: z.object({ id: z.string().max(20) }),
  response: PlayerBonusSchema,
})
