// GET /jam/vip_status_progress — the signed-in player's VIP progress in the current quarter (spec 2
// §3 "VIP progress", ADR 040): deposit and real bet sums (cash and bonus stakes, not free spins) in
// the active wallet's currency against the thresholds of the next status. 401 for a guest; the
// client falls back to regular with the default thresholds when it fails (spec 2 §4).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { CentsSchema, TimestampSchema } from '../primitives.ts'
import { VipStatusNameSchema } from './vip-status.ts'

export const VipProgressSchema = z.object({
  currency: z.string(),
  /** What this quarter's totals earn. */
  currentStatus: VipStatusNameSchema,
  /** What the player holds: the higher of the earned status and one still held from last quarter. */
  activeStatus: VipStatusNameSchema,
  /** The status above the active one; null at diamond. */
  nextStatus: VipStatusNameSchema.nullable(),
  /** Thresholds of the next status (of the active one at diamond). */
  depositThresholdCents: CentsSchema,
  depositAmountCents: CentsSchema,
  betSumCents: CentsSchema,
  betSumThresholdCents: CentsSchema,
  /** The larger of the two shares towards the next status, whole percent 0–100 (floor). */
  overallProgress: z.int().min(0).max(100),
  /** When the active status ends unless earned again (a quarter end); null for regular and diamond. */
  heldUntil: TimestampSchema.nullable(),
})
export type VipProgress = z.infer<typeof VipProgressSchema>

export const getVipStatusProgress = defineEndpoint({
  method: 'GET',
  path: '/jam/vip_status_progress',
  summary: "The player's VIP status progress in the current quarter",
  tags: ['vip'],
  response: VipProgressSchema,
})
