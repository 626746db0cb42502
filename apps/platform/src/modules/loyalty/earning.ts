// Earning comp points from finished rounds (ADR 040), exactly once per round: the dispatcher's
// subscribeOnce records each event with the change in one transaction, and every round's entry is
// keyed `round:<id>` (unique per player), so a re-run adds nothing. Real play only, on the cash
// part of the stake (bonus money and free spins when the rates say so), times the VIP status
// multiplier, with the remainder below a point kept per currency.
import { vipStatus } from '@croupier/rules/groups'
import { statusMultiplier } from '@croupier/rules/vip'
import type { DeliveredEvent, DomainEvent, Executor } from '../events/events.service.ts'
import { emitEvents } from '../events/events.service.ts'
import { listPlayerGroups } from '../player/groups.service.ts'
import * as repo from './loyalty.repository.ts'
import { pointsChanged } from './points.ts'
import { centsPerPoint, earnPoints, readRates, type StoredCompPointRates } from './rates.ts'

type RoundFinished = DeliveredEvent<'round.finished'>['payload']

/** The part of a round's stake that earns points under `rates` (0 for demo play). */
export function earningStake(round: RoundFinished, rates: StoredCompPointRates): number {
  if (round.mode !== 'real' || round.player_id === null) return 0
  if (round.free_spin) return rates.free_spins_earn ? round.bet_cents : 0
  // Events written before the stake's parts were carried earn nothing (their split is unknown).
  const cash = round.cash_bet_cents ?? 0
  return cash + (rates.bonus_money_earns ? (round.bonus_bet_cents ?? 0) : 0)
}

/** Awards the points of a batch of finished rounds, player by player (ascending, so locks never cross). */
export async function earnFromRounds(
  tx: Executor,
  rounds: readonly RoundFinished[],
  now: Date,
): Promise<void> {
  const rates = await readRates(tx)
  const byPlayer = new Map<number, RoundFinished[]>()
  for (const round of rounds) {
    if (round.player_id === null || earningStake(round, rates) <= 0) continue
    if (centsPerPoint(rates, round.currency) === undefined) continue
    const list = byPlayer.get(round.player_id) ?? []
    list.push(round)
    byPlayer.set(round.player_id, list)
  }
  const events: DomainEvent[] = []
  for (const playerId of [...byPlayer.keys()].sort((a, b) => a - b)) {
    const event = await earnForPlayer(tx, playerId, byPlayer.get(playerId) ?? [], rates, now)
    if (event) events.push(event)
  }
  await emitEvents(tx, events)
}

async function earnForPlayer(
  tx: Executor,
  playerId: number,
  rounds: readonly RoundFinished[],
  rates: StoredCompPointRates,
  now: Date,
): Promise<DomainEvent | undefined> {
  const account = await repo.lockAccount(tx, playerId)
  const known = await repo.existingKeys(
    tx,
    playerId,
    rounds.map((round) => `round:${round.round_id}`),
  )
  const fresh = rounds.filter((round) => !known.has(`round:${round.round_id}`))
  if (fresh.length === 0) return undefined
  const groupIds = (await listPlayerGroups(tx, playerId)).map((group) => group.id)
  const percent = statusMultiplier(vipStatus(groupIds))
  const remainders = { ...account.earnRemainders }
  let chargeable = account.chargeable
  let persistent = account.persistent
  let awarded = 0
  const entries: repo.NewEntry[] = []
  for (const round of fresh) {
    const earned = earnPoints(
      earningStake(round, rates),
      percent,
      centsPerPoint(rates, round.currency) ?? 1,
      remainders[round.currency] ?? 0,
    )
    remainders[round.currency] = earned.remainder
    chargeable += earned.points
    persistent += earned.points
    awarded += earned.points
    entries.push({
      playerId,
      key: `round:${round.round_id}`,
      reason: 'round',
      points: earned.points,
      persistentPoints: earned.points,
      chargeableAfter: chargeable,
      createdAt: now,
    })
  }
  await repo.insertEntries(tx, entries)
  await repo.updateAccount(tx, playerId, { chargeable, persistent, earnRemainders: remainders, now })
  return awarded > 0 ? pointsChanged(playerId, awarded, { chargeable, persistent }, 'round') : undefined
}
