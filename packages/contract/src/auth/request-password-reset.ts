// POST /api/users/password — request a password reset (spec 1 §7 Auth). Body
// `{ user: { email }, captcha? }`. 200 `{ ok: true }` whether or not a player has that address (no
// account enumeration); when one does, a single-use link `{origin}/new-password?reset_password_token=…`
// valid 2 hours is emailed. 422 `{ errors: { email: ['VALIDATION.EMAIL.INVALID'|'VALIDATION.REQUIRED'] } }`.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'

export const RequestPasswordResetBodySchema = z.object({
  user: z.object({ email: z.string().max(254).nullish() }),
  captcha: z.string().max(4000).nullish(),
})
export type RequestPasswordResetBody = z.infer<typeof RequestPasswordResetBodySchema>

export const OkSchema = z.object({ ok: z.literal(true) })

export const requestPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/api/users/password',
  summary: 'Email a password-reset link',
  tags: ['auth'],
  body: RequestPasswordResetBodySchema,
  response: OkSchema,
})

/** Reset link lifetime (our choice). */
export const RESET_PASSWORD_TTL_SECONDS = 2 * 60 * 60
