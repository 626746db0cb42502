// The `vip-adventures` config as this module reads it: who sees an adventure, its days' windows and
// figures in one currency (EUR when the day names none for it, as the day's variables do, spec 2 §3).
import {
  type AdventureDay,
  type VipAdventures,
  VipAdventuresSchema,
} from '@croupier/contract/config/get-vip-adventures'
import { adventureDayWindow } from '@croupier/rules/adventure'
import { isTester } from '@croupier/rules/groups'
import type { Database } from '../../db/client.ts'
import { readOptionalConfig } from '../config/config.service.ts'
import type { Executor } from '../events/events.service.ts'

export type Adventure = VipAdventures['adventures'][number]
export type { AdventureDay }

export const FALLBACK_CURRENCY = 'EUR'

export async function readAdventures(db: Executor): Promise<Adventure[]> {
  const config = await readOptionalConfig(db as Database, 'vip-adventures', VipAdventuresSchema)
  return config?.adventures ?? []
}

/** spec 2 §4, §6: testers and the adventure's groups see it. */
export function canSee(adventure: Adventure, groupIds: readonly number[]): boolean {
  return isTester(groupIds) || adventure.groupIds.some((id) => groupIds.includes(id))
}

export function inCurrency(amounts: Record<string, number>, currency: string): number | undefined {
  return amounts[currency] ?? amounts[FALLBACK_CURRENCY]
}

export function dayWindow(adventure: Adventure, day: AdventureDay) {
  return adventureDayWindow(new Date(adventure.startAt), day.day)
}

/** The source key of a day's prize in the bonus engine (ADR 040): once per player and day. */
export function prizeSourceKey(adventureId: string, day: number): string {
  return `adventure:${adventureId}:${day}`
}

/** Config games are `producer:game` (spec 2 §3); the catalogue's identifiers `producer/game`. */
export function gameIdentifier(game: string): string {
  return game.replace(':', '/')
}
