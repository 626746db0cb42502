// GET /api/users/confirmation?confirmation_token=… — confirm the email address from the link mailed
// at registration, `{origin}/confirmation?confirmation_token=…` (spec 1 §7 Auth, §2). 200
// `{ ok: true, email }`; the token is single use. 422 `{ errors: { confirmation_token:
// ['VALIDATION.INVALID'] } }` for an unknown or spent token.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'

export const ConfirmEmailQuerySchema = z.object({ confirmation_token: z.string().max(200).optional() })

export const ConfirmEmailResultSchema = z.object({ ok: z.literal(true), email: z.string() })
export type ConfirmEmailResult = z.infer<typeof ConfirmEmailResultSchema>

export const confirmEmail = defineEndpoint({
  method: 'GET',
  path: '/api/users/confirmation',
  summary: 'Confirm an email address with the emailed token',
  tags: ['auth'],
  query: ConfirmEmailQuerySchema,
  response: ConfirmEmailResultSchema,
})
