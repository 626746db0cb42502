// POST /api/fe/config/managers {userGroups} — the VIP managers for a player's groups (spec 1 §6,
// spec 2 §3 "VIP manager"). A POST because the client sends its groups, not because it changes state.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { Int4Schema } from '../primitives.ts'

export const VipManagerSchema = z.object({
  managerName: z.string(),
  avatar: z.string(),
  /** Working hours, shown as is. */
  time: z.string(),
  whatsAppLink: z.url(),
  telegramLink: z.url(),
  email: z.email(),
})
export type VipManager = z.infer<typeof VipManagerSchema>

export const ManagersBodySchema = z.object({ userGroups: z.array(Int4Schema).max(200) })

export const ManagersSchema = z.object({ managers: z.array(VipManagerSchema) })
export type Managers = z.infer<typeof ManagersSchema>

export const postManagers = defineEndpoint({
  method: 'POST',
  path: '/api/fe/config/managers',
  summary: "VIP managers for the player's groups",
  tags: ['config'],
  body: ManagersBodySchema,
  response: ManagersSchema,
})
