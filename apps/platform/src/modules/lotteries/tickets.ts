// Tickets (ADR 041 "Lotteries"), every one under a unique key so it is issued once: a deposit of at
// least the lottery's minimum in its currency gives one; real stakes (cash + bonus part, EUR via
// the reference rates) give one per `stake_eur_cents`, the remainder carried; the Rocket Mart and
// the operator give `count`. Only while the lottery is active and the player is in its groups.
import { toEurCents } from '@croupier/rules/promotions'
import { HttpError } from '../../http/errors.ts'
import type { Executor, PayloadOf } from '../events/events.service.ts'
import { listPlayerGroups } from '../player/groups.service.ts'
import * as repo from './lotteries.repository.ts'
import type { LotteryTicketSource } from './lotteries.tables.ts'

export const isActive = (row: repo.LotteryRow, now: Date): boolean =>
  row.drawnAt === null && row.startAt.getTime() <= now.getTime() && now.getTime() < row.endAt.getTime()

export const groupsAllow = (row: repo.LotteryRow, groupIds: readonly number[]): boolean =>
  row.groupIds.length === 0 || row.groupIds.some((id) => groupIds.includes(id))

async function groupIdsOf(tx: Executor, playerId: number): Promise<number[]> {
  return (await listPlayerGroups(tx, playerId)).map((g) => g.id)
}

/** `count` tickets keyed `<key>:1..count`; answers how many were new. */
function insertNumbered(
  tx: Executor,
  row: repo.LotteryRow,
  playerId: number,
  source: LotteryTicketSource,
  key: string,
  from: number,
  to: number,
  now: Date,
): Promise<number> {
  const keys: string[] = []
  for (let n = from; n <= to; n++) keys.push(`${key}:${n}`)
  return repo.insertTickets(tx, { lotteryId: row.id, playerId, source, keys, now })
}

export interface IssueTicketsInput {
  lotteryId: number | string
  playerId: number
  count: number
  /** Unique per purchase or grant: the same key never issues twice. */
  key: string
  source?: LotteryTicketSource
  now: Date
}

/**
 * The facade's call for other modules (the Rocket Mart): inside the caller's transaction, refusing
 * 404 NOT_FOUND, 409 LOTTERY_NOT_ACTIVE or 403 LOTTERY_GROUP_ONLY. Answers the tickets issued now.
 */
export async function issueTicketsInTx(tx: Executor, input: IssueTicketsInput): Promise<number> {
  const row = await repo.findLottery(tx, String(input.lotteryId))
  if (!row) throw new HttpError(404, 'NOT_FOUND', 'No such lottery.')
  if (!isActive(row, input.now))
    throw new HttpError(409, 'LOTTERY_NOT_ACTIVE', 'The lottery does not take tickets now.')
  if (!groupsAllow(row, await groupIdsOf(tx, input.playerId)))
    throw new HttpError(403, 'LOTTERY_GROUP_ONLY', 'The lottery is for another group of players.')
  return insertNumbered(tx, row, input.playerId, input.source ?? 'shop', input.key, 1, input.count, input.now)
}

type Deposit = PayloadOf<'deposit.succeeded'>
type Round = PayloadOf<'round.finished'>

export async function ticketsFromDeposit(tx: Executor, deposit: Deposit, now: Date): Promise<number> {
  const eligible = (await repo.activeLotteries(tx, now)).filter((row) => {
    const min = row.depositMin?.[deposit.currency]
    return min !== undefined && deposit.amount_cents >= min
  })
  if (eligible.length === 0) return 0
  const groupIds = await groupIdsOf(tx, deposit.player_id)
  let issued = 0
  for (const row of eligible) {
    if (!groupsAllow(row, groupIds)) continue
    const key = `deposit:${row.id}:${deposit.payment_id}`
    issued += await insertNumbered(tx, row, deposit.player_id, 'deposit', key, 1, 1, now)
  }
  return issued
}

/** A pass's rounds: each counts once per lottery (lottery_rounds), players in id order. */
export async function ticketsFromRounds(tx: Executor, rounds: readonly Round[], now: Date): Promise<number> {
  const counted = rounds
    .filter((r) => r.mode === 'real' && !r.free_spin && r.player_id !== null)
    .map((r) => ({ r, eur: toEurCents(r.cash_bet_cents + r.bonus_bet_cents, r.currency) ?? 0 }))
    .filter((x) => x.eur > 0)
    .sort((a, b) => (a.r.player_id as number) - (b.r.player_id as number) || a.r.round_id - b.r.round_id)
  if (counted.length === 0) return 0
  const lotteries = (await repo.activeLotteries(tx, now)).filter((row) => row.stakeEurCents !== null)
  if (lotteries.length === 0) return 0
  const groups = new Map<number, number[]>()
  let issued = 0
  for (const { r, eur } of counted) {
    const playerId = r.player_id as number
    if (!groups.has(playerId)) groups.set(playerId, await groupIdsOf(tx, playerId))
    for (const row of lotteries) {
      if (!groupsAllow(row, groups.get(playerId) ?? [])) continue
      if (!(await repo.claimRound(tx, row.id, r.round_id))) continue
      const total = await repo.addStake(tx, row.id, playerId, eur)
      const owed = Math.floor(total.eurCents / (row.stakeEurCents as number))
      if (owed <= total.ticketsIssued) continue
      await repo.setTicketsIssued(tx, row.id, playerId, owed)
      const key = `play:${row.id}:${playerId}`
      issued += await insertNumbered(tx, row, playerId, 'play', key, total.ticketsIssued + 1, owed, now)
    }
  }
  return issued
}
