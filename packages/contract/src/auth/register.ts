// POST /api/users — registration (spec 1 §7 Auth, §4). Body `{ user: { …fields } }`: the fields of
// the `registration` context of GET /api/info/player_fields (email, password, password_confirmation,
// currency, country, terms_acceptance, age_acceptance required; nickname, receive_promos,
// receive_sms_promos optional by default), plus `dfpc` (device fingerprint), `captcha`, `locale`
// and the partner `stag`. Fields outside the context are ignored.
// 201 with the Player: the player is signed in (session cookie), holds one active account in
// `currency`, is in A/B group 543 (even id) or 544 (odd id), and a confirmation email is sent.
// 422 `{ errors: { field: [key] } }` with the rules' keys (spec 1 §5), e.g.
// `email: ['VALIDATION.EMAIL.TAKEN']` for a registered address. 400 CAPTCHA_FAILED; 429 RATE_LIMITED.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { PlayerSchema } from '../player/get-player.ts'

const text = (max: number) => z.string().max(max).nullish()
const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).nullish()

export const RegistrationUserSchema = z.object({
  email: text(254),
  password: text(256),
  password_confirmation: text(256),
  currency: text(10),
  country: text(2),
  nickname: text(100),
  first_name: text(100),
  last_name: text(100),
  /** DD/MM/YYYY (spec 1 §5 birthday_inline). */
  date_of_birth: text(20),
  gender: text(10),
  city: text(100),
  address: text(200),
  postal_code: text(20),
  state: text(100),
  mobile_phone: text(30),
  personal_id_number: text(30),
  profession: text(100),
  terms_acceptance: flag,
  age_acceptance: flag,
  receive_promos: flag,
  receive_sms_promos: flag,
  /** Device fingerprint (spec 1 §7: user.dfpc added). */
  dfpc: text(200),
  captcha: text(4000),
  /** The player's locale; defaults to the site default. */
  locale: text(10),
  /** Partner stag (spec 1 §1 partner tracking). */
  stag: text(100),
})
export type RegistrationUser = z.infer<typeof RegistrationUserSchema>

export const RegisterBodySchema = z.object({ user: RegistrationUserSchema })
export type RegisterBody = z.infer<typeof RegisterBodySchema>

export const register = defineEndpoint({
  method: 'POST',
  path: '/api/users',
  summary: 'Register a player (signed in on success)',
  tags: ['auth'],
  body: RegisterBodySchema,
  response: PlayerSchema,
  status: 201,
})
