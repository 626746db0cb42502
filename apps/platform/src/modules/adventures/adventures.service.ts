// The adventure calendar (issue #13, ADR 040): what a player sees — the adventures of their groups
// (testers see all) with each day's state by the platform's clock, its prize and condition in the
// player's currency and the gift it issued — and the deposits that complete days.
import type {
  AdventureGift,
  PlayerAdventure,
  PlayerAdventureDay,
  PlayerAdventures,
} from '@croupier/contract/adventures/get-player-adventures'
import { adventureDayState, isAdventureFinished, parseAdventureTitle } from '@croupier/rules/adventure'
import type { Database } from '../../db/client.ts'
import { HttpError } from '../../http/errors.ts'
import { listPlayerGroups } from '../player/groups.service.ts'
import { findActiveAccount } from '../wallet/accounts.service.ts'
import {
  type Adventure,
  type AdventureDay,
  canSee,
  dayWindow,
  FALLBACK_CURRENCY,
  inCurrency,
  readAdventures,
} from './adventure-config.ts'
import * as repo from './adventures.repository.ts'

export { type CompletedDay, completeDaysForDeposit } from './complete-day.ts'

function giftOf(row: repo.ProgressWithGift | undefined, now: Date): AdventureGift | null {
  if (!row) return null
  const open = (stage: string | null, until: Date | null) =>
    stage === 'issued' && (until === null || until.getTime() > now.getTime())
  if (row.bonusId !== null)
    return {
      kind: 'bonus',
      id: String(row.bonusId),
      activatable: open(row.bonusStage, row.bonusActivatableUntil),
    }
  if (row.freespinsId !== null)
    return {
      kind: 'freespins',
      id: String(row.freespinsId),
      activatable: open(row.freespinsStage, row.freespinsActivatableUntil),
    }
  return null
}

function presentDay(
  adventure: Adventure,
  day: AdventureDay,
  row: repo.ProgressWithGift | undefined,
  currency: string,
  now: Date,
): PlayerAdventureDay {
  const { start, end } = dayWindow(adventure, day)
  const title = parseAdventureTitle(day.title)
  const { bonus, fs } = day.prize
  return {
    day: day.day,
    label: title?.label ?? day.title,
    step: day.step,
    step_total: day.stepTotal,
    date: title?.date ?? start.toISOString().slice(0, 10),
    starts_at: start.toISOString(),
    ends_at: end.toISOString(),
    is_extra: day.isExtra,
    state: adventureDayState({ start, end, isExtra: day.isExtra, completed: row !== undefined }, now),
    prize: {
      bonus: bonus ? { amount_cents: inCurrency(bonus.amount, currency) ?? 0, wager: bonus.wager } : null,
      freespins: fs ? { count: fs.count, game: fs.game, wager: fs.wager } : null,
    },
    condition: {
      min_deposit_cents: inCurrency(day.condition.minDep, currency) ?? 0,
      wager: day.condition.wager,
      period_activation_days: day.condition.periodActivationDays,
    },
    completed_at: row?.completedAt.toISOString() ?? null,
    gift: giftOf(row, now),
  }
}

function presentAdventure(
  adventure: Adventure,
  rows: readonly repo.ProgressWithGift[],
  groupIds: readonly number[],
  currency: string,
  now: Date,
): PlayerAdventure {
  const days = [...adventure.days].sort((a, b) => a.day - b.day)
  const own = new Map(rows.filter((row) => row.adventureId === adventure.id).map((row) => [row.day, row]))
  const facts = days.map((day) => ({
    ...dayWindow(adventure, day),
    isExtra: day.isExtra,
    completed: own.has(day.day),
  }))
  const last = facts[facts.length - 1]
  return {
    id: adventure.id,
    title: adventure.title,
    currency,
    starts_at: new Date(adventure.startAt).toISOString(),
    ends_at: (last?.end ?? new Date(adventure.startAt)).toISOString(),
    finished: isAdventureFinished(facts, now),
    show_prize_table: groupIds.includes(adventure.prizeTableGroupId),
    days: days.map((day) => presentDay(adventure, day, own.get(day.day), currency, now)),
  }
}

/** 404 NOT_FOUND when the player sees no adventure (not a tester, in none of the groups). */
export async function getPlayerAdventures(
  db: Database,
  playerId: number,
  now: Date,
): Promise<PlayerAdventures> {
  const groupIds = (await listPlayerGroups(db, playerId)).map((group) => group.id)
  const visible = (await readAdventures(db)).filter((adventure) => canSee(adventure, groupIds))
  const [first, ...rest] = visible
  if (!first) throw new HttpError(404, 'NOT_FOUND', 'No adventure for this player')
  const currency = (await findActiveAccount(db, playerId))?.currency ?? FALLBACK_CURRENCY
  const rows = await repo.listProgress(db, playerId)
  // A wallet currency the days name no figures for reads the EUR figures, in EUR (spec 2 §3 fallback).
  const shownIn = (adventure: Adventure) =>
    adventure.days.every((day) => day.condition.minDep[currency] !== undefined) ? currency : FALLBACK_CURRENCY
  const present = (adventure: Adventure) =>
    presentAdventure(adventure, rows, groupIds, shownIn(adventure), now)
  return { adventures: [present(first), ...rest.map(present)] }
}
