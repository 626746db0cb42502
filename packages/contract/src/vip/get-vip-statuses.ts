// GET /api/vip/statuses?currency= — the VIP ladder for the compare carousel (spec 2 §2.7), public:
// guests see it too. Thresholds in the currency asked (the operator's ladder, ADR 040; an unknown
// currency gets spec 2 §9 K8's fallback). `perks` are ids the client names through its messages
// (`vip.perk.<id>`).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { CentsSchema, CurrencyCodeSchema } from '../primitives.ts'
import { VipStatusNameSchema } from './vip-status.ts'

export const VIP_PERKS = ['comp_multiplier', 'weekly_cashback', 'status_gift', 'personal_manager'] as const
export const VipPerkSchema = z.enum(VIP_PERKS)

export const VipStatusStepSchema = z.object({
  status: VipStatusNameSchema,
  /** The player group of the status (spec 1 §6); null for regular. */
  group_id: z.int().positive().nullable(),
  /** Either sum reaching its threshold in a quarter reaches the status; 0 for regular. */
  deposit_threshold_cents: CentsSchema,
  bet_threshold_cents: CentsSchema,
  /** Comp points earned per stake, in percent of the regular rate (regular 100). */
  comp_point_multiplier_percent: z.int().positive(),
  /** The least weekly cashback a player of this status gets (the level's percent when higher). */
  cashback_percent: z.int().min(0).max(100),
  /** Diamond never expires; the others hold to the end of the next quarter. */
  lifelong: z.boolean(),
  perks: z.array(VipPerkSchema),
})
export type VipStatusStep = z.infer<typeof VipStatusStepSchema>

export const VipStatusesSchema = z.object({
  currency: z.string(),
  /** Regular first, diamond last. */
  statuses: z.array(VipStatusStepSchema),
})
export type VipStatuses = z.infer<typeof VipStatusesSchema>

export const getVipStatuses = defineEndpoint({
  method: 'GET',
  path: '/api/vip/statuses',
  summary: 'The VIP status ladder in a currency',
  tags: ['vip'],
  query: z.object({ currency: CurrencyCodeSchema.default('EUR') }),
  response: VipStatusesSchema,
})
