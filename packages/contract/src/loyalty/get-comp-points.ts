// GET /api/player/comp_points — the player's comp points (spec 1 §8, spec 2 §3): spendable
// `chargeable` and lifetime `persistent`; both 0 before the first point.
import { defineEndpoint } from '../endpoint.ts'
import { CompPointsSchema } from './comp-points.ts'

export const getCompPoints = defineEndpoint({
  method: 'GET',
  path: '/api/player/comp_points',
  summary: "The player's comp points",
  tags: ['loyalty'],
  response: CompPointsSchema,
})
