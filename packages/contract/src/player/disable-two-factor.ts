// DELETE /api/player/two_factor `{ code }` (JSON body) — disable two-factor; needs a current code.
// 200 `{ enabled: false }`; 400 INVALID_OTP for a wrong code; 400 BAD_REQUEST when it is not on.
import { defineEndpoint } from '../endpoint.ts'
import { TwoFactorCodeBodySchema, TwoFactorStateSchema } from './enable-two-factor.ts'

export const disableTwoFactor = defineEndpoint({
  method: 'DELETE',
  path: '/api/player/two_factor',
  summary: 'Disable two-factor with a current code',
  tags: ['player'],
  body: TwoFactorCodeBodySchema,
  response: TwoFactorStateSchema,
})
