// GET /api/fe/config/logo-config — the brand logos (spec 1 §3 "Logo config"). The default logos
// are served by the platform under /api/assets with a long cache; a version query busts it.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'

export const LOGO_ASSET_PATHS = {
  full: '/api/assets/logo-full.svg',
  mobile: '/api/assets/logo-mobile.svg',
} as const

export const LogoConfigSchema = z.object({
  logoUrl: z.object({ full: z.string(), mobile: z.string() }),
  alt: z.string(),
})
export type LogoConfig = z.infer<typeof LogoConfigSchema>

export const getLogoConfig = defineEndpoint({
  method: 'GET',
  path: '/api/fe/config/logo-config',
  summary: 'Logo URLs (full and mobile)',
  tags: ['config'],
  response: LogoConfigSchema,
})
