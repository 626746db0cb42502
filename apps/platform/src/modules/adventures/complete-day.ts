// A deposit completes the adventure day it was credited on (ADR 040): at least the day's minimum
// deposit in the player's currency, for each adventure the player sees. The day's row and its
// prize are written in the event's transaction: the unique (player, adventure, day) row lets one
// deposit win a race, and the prize's source key `adventure:<id>:<day>` issues it once.
import { adventureDayAt } from '@croupier/rules/adventure'
import {
  type Definition,
  issueBonus,
  issueFreeSpins,
  loadViewer,
  mayReceive,
} from '../bonuses/bonuses.service.ts'
import type { Executor } from '../events/events.service.ts'
import { listPlayerGroups } from '../player/groups.service.ts'
import {
  type Adventure,
  type AdventureDay,
  canSee,
  gameIdentifier,
  inCurrency,
  prizeSourceKey,
  readAdventures,
} from './adventure-config.ts'
import * as repo from './adventures.repository.ts'

/** Seeded definitions of trigger `manual` the prizes are issued from (seed/adventures.ts). */
export const ADVENTURE_BONUS_DEFINITION = 'adventure_bonus'
export const ADVENTURE_FREESPINS_DEFINITION = 'adventure_freespins'

export interface DepositFacts {
  paymentId: number
  playerId: number
}

export interface CompletedDay {
  adventureId: string
  day: number
  bonusId: number | null
  freespinsId: number | null
}

/** The day `deposit` completes in `adventure`, if any: its day, today's, with the amount met. */
function qualifyingDay(
  adventure: Adventure,
  deposit: { finishedAt: Date; amountCents: number; currency: string },
): AdventureDay | undefined {
  const number = adventureDayAt(new Date(adventure.startAt), deposit.finishedAt)
  const day = adventure.days.find((candidate) => candidate.day === number)
  if (!day) return undefined
  // A day with a wager condition is not completed by a deposit alone; none is seeded (ADR 040).
  if (day.condition.wager > 0) return undefined
  // Only a currency the day names: another's figure would compare unlike minor units.
  const minimum = day.condition.minDep[deposit.currency]
  return minimum !== undefined && deposit.amountCents >= minimum ? day : undefined
}

async function issuePrize(
  tx: Executor,
  playerId: number,
  currency: string,
  adventure: Adventure,
  day: AdventureDay,
  now: Date,
): Promise<{ bonusId: number | null; freespinsId: number | null }> {
  const gift = { bonusId: null as number | null, freespinsId: null as number | null }
  const viewer = await loadViewer(tx, playerId)
  if (!viewer) return gift
  const { bonus, fs } = day.prize
  // The day's figures are the config's; the definition brings the terms and the per-currency stakes.
  const activation = { activationDays: day.condition.periodActivationDays }
  const sourceKey = prizeSourceKey(adventure.id, day.day)
  const allowed = async (key: string) => {
    const stored = await repo.findDefinitionByKey(tx, key)
    return stored && (await mayReceive(tx, viewer, stored, now, 'requested')) ? stored : undefined
  }
  const fsDefinition = fs ? await allowed(ADVENTURE_FREESPINS_DEFINITION) : undefined
  if (fs && fsDefinition) {
    const definition: Definition = {
      ...fsDefinition,
      ...activation,
      freeSpins: { count: fs.count, games: [gameIdentifier(fs.game)], wager_multiplier: fs.wager },
    }
    const batch = await issueFreeSpins(tx, { playerId, definition, currency, sourceKey, now })
    gift.freespinsId = batch?.id ?? null
  }
  const amountCents = bonus ? inCurrency(bonus.amount, currency) : undefined
  const bonusDefinition = bonus && amountCents ? await allowed(ADVENTURE_BONUS_DEFINITION) : undefined
  if (bonus && amountCents && bonusDefinition) {
    const definition: Definition = { ...bonusDefinition, ...activation, wagerMultiplier: bonus.wager }
    const issued = await issueBonus(tx, {
      playerId,
      definition,
      currency,
      amountCents,
      sourceKey,
      now,
      autoActivate: false,
    })
    gift.bonusId = issued?.id ?? null
  }
  return gift
}

/** Completes the days `deposit` qualifies for, in the caller's transaction; answers what it completed. */
export async function completeDaysForDeposit(
  tx: Executor,
  deposit: DepositFacts,
  now: Date,
): Promise<CompletedDay[]> {
  const payment = await repo.findSucceededDeposit(tx, deposit.paymentId, deposit.playerId)
  if (!payment?.finishedAt) return []
  const adventures = await readAdventures(tx)
  if (adventures.length === 0) return []
  const groupIds = (await listPlayerGroups(tx, deposit.playerId)).map((group) => group.id)
  const facts = { ...payment, finishedAt: payment.finishedAt }
  const completed: CompletedDay[] = []
  for (const adventure of adventures) {
    if (!canSee(adventure, groupIds)) continue
    const day = qualifyingDay(adventure, facts)
    if (!day) continue
    const row = await repo.insertProgress(tx, {
      playerId: deposit.playerId,
      adventureId: adventure.id,
      day: day.day,
      paymentId: deposit.paymentId,
      completedAt: facts.finishedAt,
    })
    if (!row) continue
    const gift = await issuePrize(tx, deposit.playerId, payment.currency, adventure, day, now)
    if (gift.bonusId !== null || gift.freespinsId !== null) await repo.setGift(tx, row.id, gift)
    completed.push({ adventureId: adventure.id, day: day.day, ...gift })
  }
  return completed
}
