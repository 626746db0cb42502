// Error bodies of the wire (ARCHITECTURE.md, "Errors").
import { z } from 'zod'

/** 422: `{ errors: { field: [messageKey] } }` — the spec reads `errors.email`. */
export const ValidationErrorSchema = z.object({
  errors: z.record(z.string(), z.array(z.string())),
})
export type ValidationErrorBody = z.infer<typeof ValidationErrorSchema>

export const ERROR_CODES = [
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  // Refused by the HTTP layer before any route runs (issue 9 item 6).
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  // The web server's proxy could not reach the platform (502).
  'BAD_GATEWAY',
  'CSRF_REJECTED',
  'BAD_REQUEST',
  'INTERNAL',
  'EE_LICENSE_BLOCKED',
  'RESTRICTED_GEO',
  // Accounts (sign-in, two-factor, sessions); statuses in auth/sign-in.ts.
  'TWO_FACTOR_REQUIRED',
  'INVALID_OTP',
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'CAPTCHA_FAILED',
  'SESSION_EXPIRED',
  // Catalogue: a game hidden or unknown, a provider blocked in the visitor's country.
  'GAME_NOT_FOUND',
  'PROVIDER_RESTRICTED',
  // Play: the wallet cannot cover the bet, the game has no id in the wallet's currency, the
  // session is unknown or not the caller's, an action on a hand that is not open.
  'INSUFFICIENT_FUNDS',
  'CURRENCY_UNSUPPORTED',
  'GAME_SESSION_NOT_FOUND',
  'ROUND_NOT_OPEN',
  // Responsible gambling (limits/user-limit.ts): a limit would be passed, the account is blocked,
  // a block cannot be lifted early, an emailed limit token is unknown, used or expired.
  'LIMIT_REACHED',
  'COOLING_OFF',
  'SELF_EXCLUDED',
  'LIMIT_LOCKED',
  'LIMIT_TOKEN_INVALID',
  // Bonuses (bonuses/player-bonus.ts): another bonus is active in the currency, the bonus is past
  // its deadline or final, the player cannot be issued bonuses.
  'BONUS_ACTIVE_EXISTS',
  'BONUS_NOT_ACTIVATABLE',
  'BONUS_NOT_ALLOWED',
  // Lootboxes (lootboxes/activate-lootbox.ts): already opened or past valid_until.
  'LOOTBOX_NOT_ACTIVATABLE',
  // Comp points and the Rocket Mart (loyalty/comp-points.ts SHOP_ERROR_CODES).
  'COMP_POINTS_SHORT',
  'SHOP_SALE_OVER',
  'SHOP_OUT_OF_STOCK',
  'SHOP_PRICE_CHANGED',
  'MULTI_ACCOUNT',
  // Tournaments (tournaments/tournament.ts TOURNAMENT_ERROR_CODES): joining refused.
  'TOURNAMENT_NOT_ACTIVE',
  'TOURNAMENT_NO_JOIN',
  'TOURNAMENT_GROUP_ONLY',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

export const ErrorSchema = z.object({ error: z.string(), message: z.string() })
export type ErrorBody = z.infer<typeof ErrorSchema>

/** Generic validation message keys (spec 1 §5 "generic field messages"). */
export const VALIDATION_KEYS = {
  required: 'VALIDATION.REQUIRED',
  invalid: 'VALIDATION.INVALID',
  tooShort: 'VALIDATION.MIN_LENGTH',
  tooLong: 'VALIDATION.MAX_LENGTH',
  tooSmall: 'VALIDATION.MIN_VALUE',
  tooBig: 'VALIDATION.MAX_VALUE',
  integer: 'VALIDATION.INTEGER',
  unknownField: 'VALIDATION.UNKNOWN_FIELD',
} as const
