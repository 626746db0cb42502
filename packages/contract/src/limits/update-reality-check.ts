// PATCH /api/player/reality_check `{ interval_minutes }` — how often the reality check reminds the
// player (15, 30, 45, 60 — the default — 90 or 120 minutes). 200 the reality check; 422
// `errors.interval_minutes` for another value.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { RealityCheckIntervalSchema, RealityCheckSchema } from './get-reality-check.ts'

export const UpdateRealityCheckBodySchema = z.object({ interval_minutes: RealityCheckIntervalSchema })

export const updateRealityCheck = defineEndpoint({
  method: 'PATCH',
  path: '/api/player/reality_check',
  summary: 'Choose the reality-check interval',
  tags: ['limits'],
  body: UpdateRealityCheckBodySchema,
  response: RealityCheckSchema,
})
