// GET /api/fe/config/betting-config — the sportsbook origin per casino host (spec 1 §1). A host
// absent here has no sportsbook (the EE host has no entry).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'

export const BettingConfigSchema = z.object({
  /** Keyed by host name without port. */
  hosts: z.record(z.string(), z.object({ url: z.url() })),
})
export type BettingConfig = z.infer<typeof BettingConfigSchema>

export const getBettingConfig = defineEndpoint({
  method: 'GET',
  path: '/api/fe/config/betting-config',
  summary: 'Sportsbook URL per casino host',
  tags: ['config'],
  response: BettingConfigSchema,
})
