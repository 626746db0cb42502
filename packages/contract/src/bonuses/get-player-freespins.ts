// GET /api/player/freespins — the signed-in player's free-spin batches (spec 2 §7 C11).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { PlayerFreeSpinsSchema } from './player-bonus.ts'

export const getPlayerFreeSpins = defineEndpoint({
  method: 'GET',
  path: '/api/player/freespins',
  summary: "The player's free-spin batches",
  tags: ['bonuses'],
  response: z.array(PlayerFreeSpinsSchema),
})
