// GET /api/player/two_factor — start enabling two-factor: a NEW secret (stored as pending until
// POST confirms it with a code), its otpauth URI and a QR code as an SVG data URL. When two-factor is
// already on, `enabled: true` and the secret fields are null (no secret is ever shown twice).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'

export const TwoFactorSetupSchema = z.object({
  enabled: z.boolean(),
  /** Base32 secret for manual entry in an authenticator app. */
  secret: z.string().nullable(),
  /** otpauth://totp/Croupier:email?secret=…&issuer=Croupier&algorithm=SHA1&digits=6&period=30 */
  otpauth_uri: z.string().nullable(),
  /** `data:image/svg+xml;base64,…` — the otpauth URI as a QR code. */
  qr_code: z.string().nullable(),
})
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>

export const getTwoFactor = defineEndpoint({
  method: 'GET',
  path: '/api/player/two_factor',
  summary: 'A new two-factor secret with its QR code (pending until confirmed)',
  tags: ['player'],
  response: TwoFactorSetupSchema,
})
