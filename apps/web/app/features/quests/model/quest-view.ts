// What the quest and achievement pages show (ADR 041 GET /api/quests/{identifier}): the definition,
// the ladder in the viewer's currency and the player's qualifying bets (null for a guest).
import type { TournamentPrize } from '@croupier/contract/tournaments/tournament'
import { formatMinorUnits } from '@croupier/rules/currency'
import type { PromoStatus, QuestSize } from '@croupier/rules/promotions'
import type { TFunction } from '../../../lib/translate'
import type { QuestLevelState } from './quest-ladder'

export interface QuestLevelView {
  level: number
  /** The level's bet requirement in `currency`, minor units. */
  min_bet_cents: number
  prize: TournamentPrize | null
  /** The platform's state; the page derives it from the bets when absent. */
  state?: QuestLevelState
}

export interface QuestView {
  identifier: string
  kind: 'quest' | 'achievement'
  title: string
  terms: string
  size: QuestSize
  status: PromoStatus
  start_at: string
  end_at: string | null
  currency: string
  /** The player's qualifying bets in `currency`; null for a guest. */
  bets_cents: number | null
  levels: QuestLevelView[]
}

/** A level's prize in the viewer's currency, or null when it pays nothing in it. */
export function questPrizeText(
  t: TFunction,
  prize: TournamentPrize | null,
  currency: string,
  lang: string,
): string | null {
  if (!prize) return null
  if (prize.title) return prize.title
  if (prize.type === 'freespins') return t('quests.prize.freespins', { count: prize.freespins_count ?? 0 })
  const cents = prize.amount?.[currency]
  if (cents === undefined) return null
  const amount = formatMinorUnits(cents, currency, lang, { dropWholeFraction: true })
  return t(prize.type === 'cash' ? 'quests.prize.cash' : 'quests.prize.bonus', { amount })
}
