// POST /api/auth_providers/update_details — fill the fields listed in the player's
// `auth_fields_missed` (spec 1 §7 Auth, §4 terms popup). Signed in only (401 otherwise). Body
// `{ user: { terms_acceptance?: true, …any missing profile field } }`; fields not missing are
// ignored. 200 with the Player (its auth_fields_missed shrinks). 422 `{ errors: { field: [key] } }`:
// `terms_acceptance: ['VALIDATION.MUST_CHECKED']` unless true, the rules' keys for other fields.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { PlayerSchema } from '../player/get-player.ts'
import { RegistrationUserSchema } from './register.ts'

export const UpdateDetailsBodySchema = z.object({
  user: RegistrationUserSchema.omit({ password: true, password_confirmation: true, captcha: true }),
})
export type UpdateDetailsBody = z.infer<typeof UpdateDetailsBodySchema>

export const updateDetails = defineEndpoint({
  method: 'POST',
  path: '/api/auth_providers/update_details',
  summary: 'Fill the missing details (auth_fields_missed), including terms acceptance',
  tags: ['auth'],
  body: UpdateDetailsBodySchema,
  response: PlayerSchema,
})
