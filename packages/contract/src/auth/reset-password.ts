// PUT /api/users/password — set a new password with the emailed token (spec 1 §7 Auth). Body
// `{ user: { reset_password_token, password, password_confirmation } }`. 200 `{ ok: true }`: the
// password is changed, the token is spent and every other session of the player is revoked; the
// player then signs in (two-factor still applies). 422 `{ errors: { reset_password_token:
// ['VALIDATION.INVALID'] } }` for an unknown, used or expired token; password rule keys otherwise
// (`password: ['VALIDATION.WRONG_CHARTS']`, `password_confirmation: ['VALIDATION.PASSWORDS_DO_NOT_MATCH']`…).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { OkSchema } from './request-password-reset.ts'

export const ResetPasswordBodySchema = z.object({
  user: z.object({
    reset_password_token: z.string().max(200).nullish(),
    password: z.string().max(256).nullish(),
    password_confirmation: z.string().max(256).nullish(),
  }),
})
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>

export const resetPassword = defineEndpoint({
  method: 'PUT',
  path: '/api/users/password',
  summary: 'Set a new password with a reset token',
  tags: ['auth'],
  body: ResetPasswordBodySchema,
  response: OkSchema,
})
