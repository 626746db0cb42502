// POST /check-email — is this address free for registration? (spec 1 §7 Auth). 200
// `{ available: true }` when free; 422 `{ errors: { email: ['VALIDATION.EMAIL.INVALID'] } }` for a
// malformed address and `{ errors: { email: ['VALIDATION.EMAIL.TAKEN'] } }` when a player has it
// (the client rethrows, spec 1 §8). Rate limited per IP with sign-in and registration (429 RATE_LIMITED).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'

export const CheckEmailBodySchema = z.object({ email: z.string().max(254) })
export type CheckEmailBody = z.infer<typeof CheckEmailBodySchema>

export const CheckEmailResultSchema = z.object({ available: z.literal(true) })

export const checkEmail = defineEndpoint({
  method: 'POST',
  path: '/check-email',
  summary: 'Whether an email address is free for registration',
  tags: ['auth'],
  body: CheckEmailBodySchema,
  response: CheckEmailResultSchema,
})
