// POST /api/player/two_factor `{ code }` — enable two-factor with a current code of the pending
// secret from GET. 200 `{ enabled: true }`; 400 INVALID_OTP for a wrong code; 400 BAD_REQUEST when
// no secret is pending (GET first) or two-factor is already on.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'

export const TwoFactorCodeBodySchema = z.object({ code: z.string().max(20) })
export type TwoFactorCodeBody = z.infer<typeof TwoFactorCodeBodySchema>

export const TwoFactorStateSchema = z.object({ enabled: z.boolean() })

export const enableTwoFactor = defineEndpoint({
  method: 'POST',
  path: '/api/player/two_factor',
  summary: 'Enable two-factor with a code of the pending secret',
  tags: ['player'],
  body: TwoFactorCodeBodySchema,
  response: TwoFactorStateSchema,
})
