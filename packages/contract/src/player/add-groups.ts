// POST /api/player/groups `{ groups: { add: [id…] } }` (spec 1 §7 Player, §4, §6). Only the
// self-assignable groups may be added: A/B 543/544, new-provider "shown" 859/1056, installed app 1401,
// LT IBAN 1101 — never VIP or tester groups. 200 `{ statuses }` (the player's groups after the
// change); 422 `{ errors: { groups: ['VALIDATION.INVALID'] } }` when any id is not allowed (nothing added).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { Int4IdSchema } from '../primitives.ts'
import { PlayerStatusSchema } from './get-player.ts'

/** Groups a player may add themselves to (spec 1 §4, §5, §6). */
export const SELF_ASSIGNABLE_GROUPS = [543, 544, 859, 1056, 1401, 1101] as const

export const AddGroupsBodySchema = z.object({
  groups: z.object({ add: z.array(Int4IdSchema).min(1).max(20) }),
})
export type AddGroupsBody = z.infer<typeof AddGroupsBodySchema>

export const PlayerStatusesSchema = z.object({ statuses: z.array(PlayerStatusSchema) })

export const addGroups = defineEndpoint({
  method: 'POST',
  path: '/api/player/groups',
  summary: 'Add the player to self-assignable groups',
  tags: ['player'],
  body: AddGroupsBodySchema,
  response: PlayerStatusesSchema,
})
