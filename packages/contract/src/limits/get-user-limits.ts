// GET /api/user_limits — the signed-in player's limits (spec 1 §7 Limits): money limits with what
// the period counted so far, session limits with minutes played, and the cooling-off and
// self-exclusion blocks still running. 401 without a session.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { UserLimitSchema } from './user-limit.ts'

export const getUserLimits = defineEndpoint({
  method: 'GET',
  path: '/api/user_limits',
  summary: "The player's responsible-gambling limits",
  tags: ['limits'],
  response: z.array(UserLimitSchema),
})
