// Loyalty levels (ADR 040): level_1 … level_12 by persistent comp points. Reaching a level gives its
// gifts once (`level:<n>`): comp points, free spins, a bonus; the cashback percentage it unlocks is
// paid by the weekly job. Gifts of every level up to the reached one are given, so a jump over
// several levels misses none.

import type { PlayerLevel } from '@croupier/contract/vip/get-player-level'
import type { Level } from '@croupier/contract/vip/get-vip-levels'
import type { Locale } from '@croupier/rules/locale'
import { levelFor, levelProgress, STATUS_CASHBACK_PERCENT, type VipStatus } from '@croupier/rules/vip'
import { issueBonus, issueFreeSpins, loadViewer, mayReceive } from '../bonuses/bonuses.service.ts'
import type { Executor } from '../events/events.service.ts'
import * as repo from './vip.repository.ts'

const pick = (texts: Record<string, string>, locale: Locale): string => texts[locale] ?? texts.en ?? ''

export function presentLevel(row: repo.LevelRow, next: repo.LevelRow | undefined, locale: Locale): Level {
  return {
    id: `group_${row.number}`,
    identifier: `level_${row.number}`,
    number: row.number,
    name: pick(row.names, locale),
    image: row.image,
    content: pick(row.contents, locale),
    gift_descriptions: row.gifts.map((gift) => ({ type: gift.type, name: pick(gift.names, locale) })),
    cashback_percent: row.cashbackPercent,
    conditions: { persistent_comp_points: { min: row.minPoints, max: next?.minPoints ?? null } },
  }
}

export async function levelsOf(db: Executor, locale: Locale): Promise<Level[]> {
  const rows = await repo.listLevels(db)
  return rows.map((row, i) => presentLevel(row, rows[i + 1], locale))
}

/** The level row of `points` (the first level when no level is seeded above it). */
export function levelRowOf(rows: readonly repo.LevelRow[], points: number): repo.LevelRow | undefined {
  return rows.length === 0 ? undefined : levelFor(points, rows)
}

/** Weekly cashback percent: the level's, or the status's when higher. */
export function cashbackPercentOf(level: repo.LevelRow | undefined, status: VipStatus): number {
  return Math.max(level?.cashbackPercent ?? 0, STATUS_CASHBACK_PERCENT[status])
}

export async function playerLevelOf(
  db: Executor,
  input: { persistentPoints: number; status: VipStatus; locale: Locale },
): Promise<PlayerLevel> {
  const rows = await repo.listLevels(db)
  const level = levelRowOf(rows, input.persistentPoints)
  if (!level) throw new Error('no loyalty levels are seeded')
  const next = rows.find((row) => row.number === level.number + 1)
  return {
    level: presentLevel(level, next, input.locale),
    next_level: next
      ? presentLevel(
          next,
          rows.find((row) => row.number === next.number + 1),
          input.locale,
        )
      : null,
    persistent_points: input.persistentPoints,
    progress_percent: levelProgress(input.persistentPoints, level, next ?? null),
    cashback_percent: cashbackPercentOf(level, input.status),
  }
}

/** Credits comp points (the loyalty module's `creditPointsInTx`, passed in to keep the modules apart). */
export type CreditPoints = (
  tx: Executor,
  input: { playerId: number; points: number; persistent: boolean; reason: 'level'; key: string; now?: Date },
) => Promise<boolean>

/**
 * Gives the gifts of every level up to the one `persistentPoints` reach that the player has not had
 * (each once: `level_gifts` is unique per player and level). Answers the levels given now.
 */
export async function evaluateLevels(
  tx: Executor,
  input: { playerId: number; persistentPoints: number; now: Date; creditPoints: CreditPoints },
): Promise<number[]> {
  const { playerId, now } = input
  await repo.lockPlayerVip(tx, playerId)
  const rows = await repo.listLevels(tx)
  const reached = levelRowOf(rows, input.persistentPoints)
  if (!reached) return []
  const given: number[] = []
  for (const row of rows) {
    if (row.number > reached.number || row.gifts.length === 0) continue
    if (!(await repo.claimLevelGift(tx, playerId, row.number, now))) continue
    await giveLevelGifts(tx, row, input)
    given.push(row.number)
  }
  return given
}

async function giveLevelGifts(
  tx: Executor,
  row: repo.LevelRow,
  input: { playerId: number; now: Date; creditPoints: CreditPoints },
): Promise<void> {
  const { playerId, now } = input
  const key = `level:${row.number}`
  const currency = await repo.activeCurrencyOf(tx, playerId)
  const viewer = await loadViewer(tx, playerId)
  for (const gift of row.gifts) {
    if (gift.type === 'points') {
      await input.creditPoints(tx, {
        playerId,
        points: gift.points,
        persistent: false,
        reason: 'level',
        key,
        now,
      })
      continue
    }
    if (gift.type === 'cashback' || !currency || !viewer) continue
    const definition = await repo.findDefinitionByKey(tx, gift.definition_key)
    if (!definition?.enabled || !(await mayReceive(tx, viewer, definition, now))) continue
    if (gift.type === 'fs') {
      await issueFreeSpins(tx, { playerId, definition, currency, sourceKey: key, now })
    } else {
      const amountCents = definition.amounts[currency]?.max_bonus_cents ?? 0
      if (amountCents > 0) {
        await issueBonus(tx, {
          playerId,
          definition,
          currency,
          amountCents,
          sourceKey: key,
          now,
          autoActivate: false,
        })
      }
    }
  }
}
