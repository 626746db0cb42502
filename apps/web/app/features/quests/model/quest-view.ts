// What the quest page derives from GET /api/quests/{identifier} (spec 2 §4 quest level; ADR 041):
// progress from the current level's requirement to the next one's, and a level's prize as text.
import type { Quest, QuestLevelPrize } from '@croupier/contract/quests/get-quest'
import { formatMinorUnits } from '@croupier/rules/currency'
import type { TFunction } from '../../../lib/translate'

export interface QuestProgress {
  /** Bets still needed for the next level, minor units of the quest's currency; 0 at the top. */
  toNext: number
  /** From the current level's requirement to the next one's, 0–100. */
  percent: number
}

export function questProgress(
  quest: Pick<Quest, 'bets_cents' | 'current_level' | 'next_level' | 'levels'>,
): QuestProgress {
  const bets = quest.bets_cents ?? 0
  const next = quest.next_level === null ? undefined : quest.levels[quest.next_level - 1]
  if (!next) return { toNext: 0, percent: 100 }
  const from = quest.current_level === null ? 0 : (quest.levels[quest.current_level - 1]?.min_bet_cents ?? 0)
  const span = next.min_bet_cents - from
  return {
    toNext: Math.max(0, next.min_bet_cents - bets),
    percent: span <= 0 ? 100 : Math.max(0, Math.min(100, Math.floor(((bets - from) * 100) / span))),
  }
}

/** A level's prize in the viewer's currency, or null when it pays nothing in it. */
export function questPrizeText(
  t: TFunction,
  prize: QuestLevelPrize | null,
  currency: string,
  lang: string,
): string | null {
  if (!prize) return null
  if (prize.type === 'freespins') return t('quests.prize.freespins', { count: prize.freespins_count ?? 0 })
  const cents = prize.amount?.[currency]
  if (cents === undefined) return null
  return t('quests.prize.bonus', {
    amount: formatMinorUnits(cents, currency, lang, { dropWholeFraction: true }),
  })
}
