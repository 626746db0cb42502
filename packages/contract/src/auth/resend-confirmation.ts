// POST /api/users/confirmation — email the confirmation link again (spec 1 §7 Auth, §8). Body
// `{ user: { email }, captcha? }`. 200 `{ ok: true }`. 422 `{ errors: { email: [key] } }` (the client
// toasts it): EMAIL_ALREADY_CONFIRMED when confirmed, EMAIL_NOT_FOUND when no player has it, or the
// email rule's keys.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { OkSchema } from './request-password-reset.ts'

/** Message keys of the resend 422 (beside the rules' VALIDATION.* keys). */
export const EMAIL_ALREADY_CONFIRMED = 'VALIDATION.EMAIL.ALREADY_CONFIRMED'
export const EMAIL_NOT_FOUND = 'VALIDATION.EMAIL.NOT_FOUND'

export const ResendConfirmationBodySchema = z.object({
  user: z.object({ email: z.string().max(254).nullish() }),
  captcha: z.string().max(4000).nullish(),
})
export type ResendConfirmationBody = z.infer<typeof ResendConfirmationBodySchema>

export const resendConfirmation = defineEndpoint({
  method: 'POST',
  path: '/api/users/confirmation',
  summary: 'Resend the email confirmation link',
  tags: ['auth'],
  body: ResendConfirmationBodySchema,
  response: OkSchema,
})
