// GET /api/fe/config/stag-by-referrer-name — partner stag per referrer name (spec 1 §1, §7). Keys
// are a host, a parent domain or a single label ('google'); see stagForReferrer in rules.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'

export const StagByReferrerNameSchema = z.record(
  z.string().min(1),
  z.string().regex(/^[A-Za-z0-9_.-]{1,128}$/),
)
export type StagByReferrerName = z.infer<typeof StagByReferrerNameSchema>

export const getStagByReferrerName = defineEndpoint({
  method: 'GET',
  path: '/api/fe/config/stag-by-referrer-name',
  summary: 'Partner stag per referrer name',
  tags: ['config'],
  response: StagByReferrerNameSchema,
})
