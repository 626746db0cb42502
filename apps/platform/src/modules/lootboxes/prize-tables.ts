// What a new box holds (ADR 040): a wheel group key (`wheel…`, `manual_wheel…`) takes the segments
// of the wheel whose lootboxGroupKeys match it and whose audience the player is in (config
// `wheel-config`, `wheel-config-segments`); any other key takes its prize table from config
// `lootbox-prize-tables`. Items without a figure in the box's currency are left off.
import { WheelConfigSchema } from '@croupier/contract/config/get-wheel-config'
import {
  WheelConfigSegmentsSchema,
  type WheelSegment,
} from '@croupier/contract/config/get-wheel-config-segments'
import { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { readOptionalConfig } from '../config/config.service.ts'
import type { Executor } from '../wallet/ledger.service.ts'
import type { LootboxPrize } from './lootboxes.tables.ts'

export const PRIZE_TABLES_CONFIG_KEY = 'lootbox-prize-tables'

const PerCurrencySchema = z.record(z.string(), z.int().nonnegative())
export const LootboxPrizeSchema = z.object({
  id: z.string().min(1),
  titles: z.record(z.string(), z.string()),
  type: z.enum(['bonus', 'freespins']),
  amount: PerCurrencySchema.optional(),
  freespinsCount: z.int().positive().optional(),
  game: z.string().optional(),
  color: z.string().optional(),
  wager: z.int().nonnegative(),
  maxWin: PerCurrencySchema.optional(),
  weight: z.int().nonnegative(),
})
/** Group key → the prize table a box of that key copies. */
export const LootboxPrizeTablesSchema = z.object({
  tables: z.record(z.string(), z.array(LootboxPrizeSchema).min(1)),
})
export type LootboxPrizeTables = z.infer<typeof LootboxPrizeTablesSchema>

/** Spec 2 §3: wheel lootboxes have a group_key starting with manual_wheel or wheel. */
export const isWheelGroupKey = (groupKey: string): boolean => /^(manual_)?wheel/.test(groupKey)

export interface PrizeTable {
  wheelId: string | null
  items: LootboxPrize[]
}

const segmentPrize = (segment: WheelSegment): LootboxPrize => ({
  id: segment.id,
  titles: { en: segment.label },
  type: segment.type,
  ...(segment.amount ? { amount: segment.amount } : {}),
  ...(segment.freespinsCount ? { freespinsCount: segment.freespinsCount } : {}),
  ...(segment.game ? { game: segment.game } : {}),
  color: segment.color,
  wager: segment.wager,
  ...(segment.maxWin ? { maxWin: segment.maxWin } : {}),
  weight: segment.weight,
})

/** A prize can be issued in `currency`: a bonus needs its amount there, free spins a count. */
export function pricedIn(item: LootboxPrize, currency: string): boolean {
  if (item.type === 'bonus') return (item.amount?.[currency] ?? 0) > 0
  return (item.freespinsCount ?? 0) > 0
}

/** The table a box of `groupKey` copies for a player in `groupIds`; undefined when none fits. */
export async function prizeTableFor(
  db: Executor,
  groupKey: string,
  groupIds: readonly number[],
  currency: string,
): Promise<PrizeTable | undefined> {
  const table = isWheelGroupKey(groupKey)
    ? await wheelTable(db, groupKey, groupIds)
    : await storedTable(db, groupKey)
  if (!table) return undefined
  const items = table.items.filter((item) => pricedIn(item, currency))
  return items.some((item) => item.weight > 0) ? { ...table, items } : undefined
}

async function storedTable(db: Executor, groupKey: string): Promise<PrizeTable | undefined> {
  const tables = await readOptionalConfig(db as Database, PRIZE_TABLES_CONFIG_KEY, LootboxPrizeTablesSchema)
  const items = tables?.tables[groupKey]
  return items ? { wheelId: null, items } : undefined
}

/** The wheel with the longest matching key prefix among those the player may see. */
async function wheelTable(
  db: Executor,
  groupKey: string,
  groupIds: readonly number[],
): Promise<PrizeTable | undefined> {
  const config = await readOptionalConfig(db as Database, 'wheel-config', WheelConfigSchema)
  const segments = await readOptionalConfig(
    db as Database,
    'wheel-config-segments',
    WheelConfigSegmentsSchema,
  )
  let best: { id: string; length: number } | undefined
  for (const wheel of config?.wheels ?? []) {
    if (wheel.groupIds.length > 0 && !wheel.groupIds.some((id) => groupIds.includes(id))) continue
    if (!segments?.wheels[wheel.id]) continue
    for (const prefix of wheel.lootboxGroupKeys)
      if (groupKey.startsWith(prefix) && prefix.length > (best?.length ?? -1))
        best = { id: wheel.id, length: prefix.length }
  }
  const wheelSegments = best && segments?.wheels[best.id]
  return best && wheelSegments ? { wheelId: best.id, items: wheelSegments.map(segmentPrize) } : undefined
}
