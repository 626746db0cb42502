// GET /api/bonuses/registration — what a new player gets on signing up (spec 2 §7 C11), in the
// currency asked for (default the visitor's); the welcome pack only for its group or partner stag.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { CurrencyCodeSchema } from '../primitives.ts'
import { OfferedBonusSchema } from './player-bonus.ts'

export const getRegistrationBonuses = defineEndpoint({
  method: 'GET',
  path: '/api/bonuses/registration',
  summary: 'Bonuses issued on registration',
  tags: ['bonuses'],
  query: z.object({ currency: CurrencyCodeSchema.optional() }),
  response: z.array(OfferedBonusSchema),
})
