// GET /api/fe/config/vip-adventures — the adventure calendar (spec 2 §3 "Adventure day", §4).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { CentsByCurrencySchema, TimestampSchema } from '../primitives.ts'

export const AdventureDaySchema = z.object({
  day: z.int().positive(),
  /** Three parts split by '__': label, step/total, date DD/MM/YYYY (spec 2 §3). */
  title: z.string().regex(/^[^_]+__\d+\/\d+__\d{2}\/\d{2}\/\d{4}$/),
  step: z.int().positive(),
  stepTotal: z.int().positive(),
  /** The last extra day (spec 2 §4 "superb"). */
  isExtra: z.boolean(),
  prize: z.object({
    bonus: z.object({ amount: CentsByCurrencySchema, wager: z.int().positive() }).optional(),
    fs: z.object({ count: z.int().positive(), game: z.string(), wager: z.int().positive() }).optional(),
  }),
  condition: z.object({
    minDep: CentsByCurrencySchema,
    wager: z.int().nonnegative(),
    periodActivationDays: z.int().positive(),
  }),
  /** Values substituted into the day's texts, per currency (EUR fallback). */
  variables: z.record(z.string(), CentsByCurrencySchema),
})

export const VipAdventureSchema = z.object({
  id: z.string(),
  title: z.string(),
  startAt: TimestampSchema,
  /** Groups that see the adventure, besides testers (spec 2 §4). */
  groupIds: z.array(z.int()),
  /** Group whose players see the prize table (spec 1 §6: 791). */
  prizeTableGroupId: z.int(),
  days: z.array(AdventureDaySchema),
})

export const VipAdventuresSchema = z.object({ adventures: z.array(VipAdventureSchema) })
export type VipAdventures = z.infer<typeof VipAdventuresSchema>
export type AdventureDay = z.infer<typeof AdventureDaySchema>

export const getVipAdventures = defineEndpoint({
  method: 'GET',
  path: '/api/fe/config/vip-adventures',
  summary: 'VIP adventure calendars',
  tags: ['config'],
  response: VipAdventuresSchema,
})
