// POST /api/user_limits/confirm `{ token }` — the emailed link of an increase or removal
// (`/profile/limits/confirm?token=…`, open to all: the token is the right; spec 1 §2, §7). Single
// use, expires after 7 days. 200 `{ limit, applied }`: `applied` when the cooling period had passed
// already (a removed limit answers `limit: null`); otherwise the change applies at `applies_at`.
// 404 LIMIT_TOKEN_INVALID for an unknown, used or expired token.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { UserLimitSchema } from './user-limit.ts'

export const ConfirmUserLimitBodySchema = z.object({ token: z.string().min(1).max(200) })

export const ConfirmUserLimitResponseSchema = z.object({
  limit: UserLimitSchema.nullable(),
  applied: z.boolean(),
})
export type ConfirmUserLimitResponse = z.infer<typeof ConfirmUserLimitResponseSchema>

export const confirmUserLimit = defineEndpoint({
  method: 'POST',
  path: '/api/user_limits/confirm',
  summary: 'Confirm a limit increase or removal with the emailed token',
  tags: ['limits'],
  body: ConfirmUserLimitBodySchema,
  response: ConfirmUserLimitResponseSchema,
})
