// The VIP statuses' names as the contract spells them (spec 1 §6: regular by default).
import { z } from 'zod'

export const VIP_STATUS_NAMES = ['regular', 'bronze', 'silver', 'gold', 'platinum', 'diamond'] as const
export const VipStatusNameSchema = z.enum(VIP_STATUS_NAMES)
export type VipStatusName = z.infer<typeof VipStatusNameSchema>
