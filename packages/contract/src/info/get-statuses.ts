// GET /api/info/statuses — every player group (status) the operator defines (spec 1 §3, §6).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'

/** What a group is for; the client keys features on ids, `kind` only groups them for people. */
export const GROUP_KINDS = ['vip', 'tester', 'ab-test', 'feature', 'risk', 'payment', 'promo'] as const

export const PlayerGroupSchema = z.object({
  id: z.int().positive(),
  name: z.string(),
  kind: z.enum(GROUP_KINDS),
  /** A player may be added to this group by the client (POST /api/player/groups). */
  writable: z.boolean(),
})
export type PlayerGroup = z.infer<typeof PlayerGroupSchema>

export const StatusesSchema = z.object({ statuses: z.array(PlayerGroupSchema) })
export type Statuses = z.infer<typeof StatusesSchema>

export const getStatuses = defineEndpoint({
  method: 'GET',
  path: '/api/info/statuses',
  summary: 'Player groups (statuses): VIP tiers, tester, A/B, feature groups',
  tags: ['info'],
  response: StatusesSchema,
})
