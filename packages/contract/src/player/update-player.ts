// PATCH /api/player — edit the profile (spec 1 §7 Player, §4 "profile reloads after data save").
// Signed in only. Flat body of the fields to change; absent fields are kept, unknown fields (id,
// email, statuses…) are ignored: the email cannot change here. Validated with the rules (spec 1 §5);
// a field the `edition` context requires cannot be emptied. When `state` ends up empty and
// `postal_code` is set, the state is derived for CA and AU (spec 1 §4). A password change sends
// `current_password`, `password`, `password_confirmation` and signs out every other session.
// 200 with the Player; 422 `{ errors: { field: [key] } }`, e.g. `current_password: ['VALIDATION.INVALID']`.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { PlayerSchema } from './get-player.ts'

const text = (max: number) => z.string().max(max).nullish()

export const UpdatePlayerBodySchema = z.object({
  nickname: text(100),
  first_name: text(100),
  last_name: text(100),
  /** DD/MM/YYYY. */
  date_of_birth: text(20),
  gender: z.enum(['male', 'female']).nullish(),
  country: text(2),
  city: text(100),
  address: text(200),
  postal_code: text(20),
  state: text(100),
  mobile_phone: text(30),
  profession: text(100),
  personal_id_number: text(30),
  receive_promos: z.boolean().optional(),
  receive_sms_promos: z.boolean().optional(),
  current_password: text(256),
  password: text(256),
  password_confirmation: text(256),
})
export type UpdatePlayerBody = z.infer<typeof UpdatePlayerBodySchema>

export const updatePlayer = defineEndpoint({
  method: 'PATCH',
  path: '/api/player',
  summary: "Edit the signed-in player's profile (and password)",
  tags: ['player'],
  body: UpdatePlayerBodySchema,
  response: PlayerSchema,
})
