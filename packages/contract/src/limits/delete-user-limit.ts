// DELETE /api/user_limits/:id — ask to remove a money or session limit (spec 1 §7 Limits). The limit
// stays in force as `pending_removal` until the 24 h cooling period has passed and the emailed link
// was confirmed (UKGC RTS 12). 200 the limit; 404 NOT_FOUND for an id that is not the player's;
// 409 LIMIT_LOCKED for cooling-off and self-exclusion, which cannot be lifted early.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { UserLimitSchema } from './user-limit.ts'

export const deleteUserLimit = defineEndpoint({
  method: 'DELETE',
  path: '/api/user_limits/:id',
  summary: 'Ask to remove a limit (applies after the cooling period and confirmation)',
  tags: ['limits'],
  params: z.object({ id: z.string().max(20) }),
  response: UserLimitSchema,
})
