// DELETE /api/player/freespins/:id — cancel an issued or activated batch (spec 2 §7 C13);
// winnings so far are forfeited.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { PlayerFreeSpinsSchema } from './player-bonus.ts'

export const cancelFreeSpins = defineEndpoint({
  method: 'DELETE',
  path: '/api/player/freespins/:id',
  summary: 'Cancel a free-spin batch',
  tags: ['bonuses'],
  params: z.object({ id: z.string().max(20) }),
  response: PlayerFreeSpinsSchema,
})
