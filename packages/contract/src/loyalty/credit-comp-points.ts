// POST /api/dev/comp-points — development: credit comp points to a player (the operator's back office
// stand-in for tests and demos, ADR 040). Exists only outside production or with MAILBOX_ENABLED=1
// (404 otherwise), like /api/dev/bonus-expiry. Credits chargeable and, when `persistent`, lifetime points.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { Int4IdSchema } from '../primitives.ts'
import { CompPointsSchema } from './comp-points.ts'

export const creditCompPoints = defineEndpoint({
  method: 'POST',
  path: '/api/dev/comp-points',
  summary: 'Development: credit comp points to a player',
  tags: ['dev'],
  /** One of player_id or email (422 `player_id` VALIDATION.REQUIRED when neither). */
  body: z.object({
    player_id: Int4IdSchema.optional(),
    email: z.string().max(254).optional(),
    points: z.int().positive().max(10_000_000),
    /** Also count towards lifetime (level) points; default true. */
    persistent: z.boolean().optional(),
  }),
  response: CompPointsSchema,
})
