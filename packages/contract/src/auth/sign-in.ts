// POST /api/users/sign_in (spec 1 §7 Auth, §4 two-factor step, §8 errors). 200 with the Player and
// the session cookie `croupier_session` (HttpOnly, SameSite=Lax, Secure behind TLS; a new session id
// on every sign-in). Failures, all `{ error: CODE, message }` unless said otherwise:
// - 422 `{ errors: { email|password: [key] } }` — empty or malformed email / empty password;
// - 400 INVALID_CREDENTIALS — unknown email or wrong password (one answer for both);
// - 403 TWO_FACTOR_REQUIRED — right email and password, two-factor on: a pending-login cookie
//   (5 minutes, HttpOnly) is set; POST again with `{ user: { otp_attempt } }` ALONE to finish;
// - 400 INVALID_OTP — wrong code; 400 SESSION_EXPIRED — otp_attempt without a live pending login;
// - 403 EE_LICENSE_BLOCKED — an EE-licence player on a host whose brand licence is not EE;
// - 400 CAPTCHA_FAILED — the captcha adapter refused `captcha`;
// - 429 ACCOUNT_LOCKED — 5 failures in a row lock the account 15 minutes (Retry-After header);
// - 429 RATE_LIMITED — too many attempts from this IP (AUTH_RATE_LIMIT_PER_MINUTE, default 20).
// None of these is a 401: a 401 means "your session is gone" to the client (spec 1 §8).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { PlayerSchema } from '../player/get-player.ts'

export const SignInUserSchema = z.object({
  email: z.string().max(254).nullish(),
  password: z.string().max(256).nullish(),
  /** Device fingerprint (stored with the session for fraud review). */
  dfpc: z.string().max(200).nullish(),
  captcha: z.string().max(4000).nullish(),
  /** Marks a sign-in made from the registration form's "already registered" path. */
  custom_login_reg: z.union([z.boolean(), z.string().max(50)]).nullish(),
  /** The two-factor step: the 6-digit TOTP code, sent alone after TWO_FACTOR_REQUIRED. */
  otp_attempt: z.string().max(20).nullish(),
})
export const SignInBodySchema = z.object({ user: SignInUserSchema })
export type SignInBody = z.infer<typeof SignInBodySchema>

export const signIn = defineEndpoint({
  method: 'POST',
  path: '/api/users/sign_in',
  summary: 'Sign in with email and password, or finish the two-factor step with otp_attempt',
  tags: ['auth'],
  body: SignInBodySchema,
  response: PlayerSchema,
})

/** Pending two-factor login lifetime (our choice: "within a few minutes"). */
export const PENDING_LOGIN_TTL_SECONDS = 5 * 60
