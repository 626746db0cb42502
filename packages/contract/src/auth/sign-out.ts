// DELETE /api/users/sign_out (spec 1 §7 Auth). 204: the session is revoked server-side and the
// cookie cleared. Idempotent: without a session it is still 204.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'

export const signOut = defineEndpoint({
  method: 'DELETE',
  path: '/api/users/sign_out',
  summary: 'Sign out: revoke the current session',
  tags: ['auth'],
  response: z.null(),
  status: 204,
})
