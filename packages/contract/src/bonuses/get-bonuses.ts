// GET /api/v2/bonuses — bonuses on offer to the viewer (spec 1 §7 PL6): deposit bonuses, reloads,
// the rocket plans, the welcome pack's next step. Empty for a player who cannot be issued bonuses.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { OfferedBonusSchema } from './player-bonus.ts'

export const getBonuses = defineEndpoint({
  method: 'GET',
  path: '/api/v2/bonuses',
  summary: 'Bonuses on offer',
  tags: ['bonuses'],
  response: z.array(OfferedBonusSchema),
})
