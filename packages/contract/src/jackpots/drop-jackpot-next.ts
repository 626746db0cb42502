// POST /api/dev/jackpots/{level_id}/drop-next — development (journeys, demos): the level's drop point
// moves to its current amount under a fresh commitment, so the next real stake of its pool's
// currency on one of its games wins it. Exists only outside production or with MAILBOX_ENABLED=1.
import { z } from 'zod'
import { JackpotLevelSchema } from '../catalogue/get-jackpots.ts'
import { defineEndpoint } from '../endpoint.ts'
import { Int4IdParamSchema } from '../primitives.ts'

export const dropJackpotNext = defineEndpoint({
  method: 'POST',
  path: '/api/dev/jackpots/:level_id/drop-next',
  summary: 'Development: the next contributing stake wins this jackpot level',
  tags: ['dev'],
  params: z.object({ level_id: Int4IdParamSchema }),
  response: JackpotLevelSchema,
})
