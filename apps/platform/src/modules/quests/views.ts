// GET /api/quests/{identifier} (ADR 041): a quest or achievement with its ladder in the viewer's
// currency (guests EUR), level states from the player's EUR progress (guests: level 1 active),
// level prizes, and texts in the request's locale with an English fallback.
import type { Quest, QuestLevelPrize } from '@croupier/contract/quests/get-quest'
import { parsePromoIdentifier, promoStatus } from '@croupier/rules/promotions'
import { levelMinBets, questLadderEur, questLevels } from '@croupier/rules/quests'
import { HttpError } from '../../http/errors.ts'
import type { Executor } from '../events/events.service.ts'
import { listPlayerGroups } from '../player/groups.service.ts'
import { findPromo, type StoredLevelPrize, type TournamentRow } from '../tournaments/tournaments.service.ts'
import { robotLadders } from './ladders.ts'
import * as repo from './quests.repository.ts'
import { eurToCurrencyFloor } from './quests.service.ts'

export interface QuestViewer {
  playerId: number | null
  locale: string
}

function textIn(texts: Record<string, string>, locale: string): string {
  return texts[locale] ?? texts[locale.split('-')[0] ?? ''] ?? texts.en ?? ''
}

function presentPrize(prize: StoredLevelPrize | undefined): QuestLevelPrize | null {
  if (!prize) return null
  return {
    type: prize.type,
    ...(prize.amount ? { amount: prize.amount } : {}),
    ...(prize.freespins_count ? { freespins_count: prize.freespins_count } : {}),
  }
}

const notFound = () => new HttpError(404, 'NOT_FOUND', 'No such quest')

/** The quest the viewer may see, else 404 (unknown, not a quest, another group's look the same). */
async function visibleQuest(db: Executor, identifier: string, viewer: QuestViewer): Promise<TournamentRow> {
  const row = await findPromo(db, identifier)
  if (!row || (row.kind !== 'quest' && row.kind !== 'achievement')) throw notFound()
  if (row.groupIds.length === 0) return row
  if (viewer.playerId === null) throw notFound()
  const groups = (await listPlayerGroups(db, viewer.playerId)).map((g) => g.id)
  if (!row.groupIds.some((id) => groups.includes(id))) throw notFound()
  return row
}

export async function questView(
  db: Executor,
  identifier: string,
  viewer: QuestViewer,
  now: Date,
): Promise<Quest> {
  const row = await visibleQuest(db, identifier, viewer)
  const size = parsePromoIdentifier(row.frontendIdentifier).questSize ?? 'm'
  const ladders = await robotLadders(db)
  const ladderEur = questLadderEur(size, ladders)
  const wallet = viewer.playerId === null ? undefined : await repo.activeCurrency(db, viewer.playerId)
  // A crypto wallet has no reference rate: its ladder is shown in EUR.
  const currency = wallet && levelMinBets(size, wallet, ladders) ? wallet : 'EUR'
  const minBets = levelMinBets(size, currency, ladders) ?? [...ladderEur]
  const progress = viewer.playerId === null ? undefined : await repo.findProgress(db, row.id, viewer.playerId)
  const betEur = viewer.playerId === null ? null : (progress?.betEurCents ?? 0)
  const levels = questLevels(betEur ?? 0, ladderEur)
  // An achievement never ends, whatever end the row carries (ADR 041).
  const endAt = row.kind === 'achievement' ? null : row.endAt
  return {
    id: String(row.id),
    frontend_identifier: row.frontendIdentifier,
    kind: row.kind === 'achievement' ? 'achievement' : 'quest',
    size,
    title: textIn(row.titles, viewer.locale),
    description: textIn(row.descriptions, viewer.locale),
    terms: textIn(row.terms, viewer.locale),
    image: row.image,
    status: promoStatus(row.startAt, endAt, now),
    start_at: row.startAt.toISOString(),
    end_at: endAt ? endAt.toISOString() : null,
    currency,
    bets_cents: betEur === null ? null : eurToCurrencyFloor(betEur, currency),
    current_level: betEur === null ? null : levels.current,
    next_level: betEur === null ? (ladderEur.length > 1 ? 2 : null) : levels.next,
    levels: ladderEur.map((eur, index) => ({
      level: index + 1,
      min_bet_cents: minBets[index] ?? eur,
      min_bet_eur_cents: eur,
      state: levels.states[index] ?? 'locked',
      prize: presentPrize(row.config.level_prizes?.find((p) => p.level === index + 1)),
    })),
  }
}
