// DELETE /api/player/sessions — sign out every session of the player but the current one.
// 200 `{ revoked }` (how many were signed out).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'

export const deleteOtherSessions = defineEndpoint({
  method: 'DELETE',
  path: '/api/player/sessions',
  summary: 'Sign out every other session',
  tags: ['player'],
  response: z.object({ revoked: z.int().nonnegative() }),
})
