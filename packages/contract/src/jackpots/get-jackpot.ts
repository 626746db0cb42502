// GET /api/jackpots/{identifier} — one jackpot (a mystic jackpot's page, spec 1 §2 `/{identifier}`):
// its pools in every currency with levels, ceilings and the running cycle's committed hash, and the
// games that feed it. 404 NOT_FOUND for an unknown identifier.
import { z } from 'zod'
import { JackpotSchema } from '../catalogue/get-jackpots.ts'
import { defineEndpoint } from '../endpoint.ts'

export const JackpotGameSchema = z.object({
  /** `producer/slug`, as GET /api/games/{provider}/{slug}. */
  identifier: z.string(),
  title: z.string(),
})

export const JackpotDetailSchema = z.object({
  identifier: z.string(),
  title: z.string(),
  mystic: z.boolean(),
  /** One pool per currency. */
  pools: z.array(JackpotSchema),
  games: z.array(JackpotGameSchema),
})
export type JackpotDetail = z.infer<typeof JackpotDetailSchema>

export const getJackpot = defineEndpoint({
  method: 'GET',
  path: '/api/jackpots/:identifier',
  summary: 'One jackpot with its pools per currency and its games',
  tags: ['jackpots'],
  params: z.object({ identifier: z.string().min(1).max(64) }),
  response: JackpotDetailSchema,
})
