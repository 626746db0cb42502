// POST /api/player/bonuses/:id/activation — activate an issued bonus (spec 2 §7 C14): its
// bonus money joins the wallet. One activated bonus per currency: 409 BONUS_ACTIVE_EXISTS while
// another is active; 404 NOT_FOUND for an id that is not the player's; 409 BONUS_NOT_ACTIVATABLE
// past its deadline or stage; 403 BONUS_NOT_ALLOWED for a player who cannot be issued bonuses.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { PlayerBonusSchema } from './player-bonus.ts'

export const activateBonus = defineEndpoint({
  method: 'POST',
  path: '/api/player/bonuses/:id/activation',
  summary: 'Activate an issued bonus',
  tags: ['bonuses'],
  params: z.object({ id: z.string().max(20) }),
  response: PlayerBonusSchema,
})
