// POST /api/player/freespins/:id/activation — activate an issued batch (spec 2 §7 C14):
// its rounds are then played in the game frame of one of its games without touching cash.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { PlayerFreeSpinsSchema } from './player-bonus.ts'

export const activateFreeSpins = defineEndpoint({
  method: 'POST',
  path: '/api/player/freespins/:id/activation',
  summary: 'Activate an issued free-spin batch',
  tags: ['bonuses'],
  params: z.object({ id: z.string().max(20) }),
  response: PlayerFreeSpinsSchema,
})
