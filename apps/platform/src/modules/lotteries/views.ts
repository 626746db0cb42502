// The read calls (ADR 041): list, detail (id or identifier, winners and proof after the draw) and the
// player's tickets. A group-only lottery shows only to its members (guests never); before the draw
// only the seed's hash is public.
import type { PlayerLotterySchema } from '@croupier/contract/lotteries/get-player-lotteries'
import type { Lottery, LotteryProof, LotteryWinner } from '@croupier/contract/lotteries/lottery'
import { maskNickname, type PromoStatus, promoStatus } from '@croupier/rules/promotions'
import type { z } from 'zod'
import { HttpError } from '../../http/errors.ts'
import type { Executor } from '../events/events.service.ts'
import { listPlayerGroups } from '../player/groups.service.ts'
import * as repo from './lotteries.repository.ts'
import { groupsAllow, isActive } from './tickets.ts'

export interface Viewer {
  playerId: number | null
  locale: string
}

const textIn = (texts: Record<string, string>, locale: string): string =>
  texts[locale] ?? texts[locale.split('-')[0] ?? ''] ?? texts.en ?? ''

async function groupIdsOf(db: Executor, viewer: Viewer): Promise<number[]> {
  return viewer.playerId === null ? [] : (await listPlayerGroups(db, viewer.playerId)).map((g) => g.id)
}

const mayView = (row: repo.LotteryRow, viewer: Viewer, groupIds: readonly number[]): boolean =>
  row.groupIds.length === 0 || (viewer.playerId !== null && groupsAllow(row, groupIds))

function presentWinner(w: repo.WinnerRow & { nickname: string }): LotteryWinner {
  return {
    place: w.place,
    nickname: maskNickname(w.nickname),
    ticket_id: String(w.ticketId),
    prize: w.prize ? { place: w.prize.place, type: w.prize.type, amount: w.prize.amount } : null,
    currency: w.currency,
    amount_cents: w.amountCents,
  }
}

async function proofOf(db: Executor, row: repo.LotteryRow, winners: repo.WinnerRow[], withTickets: boolean) {
  const drawn = row.drawnAt !== null && row.clientSeed !== null
  const proof: LotteryProof = {
    server_seed_hash: row.serverSeedHash,
    server_seed: drawn ? row.serverSeed : null,
    client_seed: drawn ? row.clientSeed : null,
    ticket_ids: drawn && withTickets ? (await repo.ticketsOf(db, row.id)).map((t) => String(t.id)) : [],
    picks: winners.map((w) => ({
      place: w.place,
      nonce: w.nonce,
      hmac: w.hmac,
      roll: w.roll,
      ticket_id: String(w.ticketId),
    })),
  }
  return proof
}

export async function present(
  db: Executor,
  row: repo.LotteryRow,
  viewer: Viewer,
  now: Date,
  withTickets = true,
): Promise<Lottery> {
  const [totals, mine, winners] = await Promise.all([
    repo.ticketCounts(db, [row.id]),
    viewer.playerId === null
      ? Promise.resolve(new Map<number, number>())
      : repo.ticketCounts(db, [row.id], viewer.playerId),
    row.drawnAt === null ? Promise.resolve([]) : repo.winnersOf(db, row.id),
  ])
  return {
    id: String(row.id),
    frontend_identifier: row.frontendIdentifier,
    title: textIn(row.titles, viewer.locale),
    description: textIn(row.descriptions, viewer.locale),
    terms: textIn(row.terms, viewer.locale),
    image: row.image,
    status: promoStatus(row.startAt, row.endAt, now),
    start_at: row.startAt.toISOString(),
    end_at: row.endAt.toISOString(),
    in_progress: isActive(row, now),
    drawn_at: row.drawnAt?.toISOString() ?? null,
    group_ids: row.groupIds,
    ticket_rules: { deposit_min: row.depositMin ?? null, stake_eur_cents: row.stakeEurCents },
    prizes: row.prizes.map((p) => ({ place: p.place, type: p.type, amount: p.amount })),
    tickets_total: totals.get(row.id) ?? 0,
    tickets: mine.get(row.id) ?? 0,
    winners: winners.map(presentWinner),
    proof: await proofOf(db, row, winners, withTickets),
  }
}

export async function listLotteriesFor(
  db: Executor,
  viewer: Viewer,
  query: { status?: PromoStatus | undefined },
  now: Date,
): Promise<Lottery[]> {
  const groupIds = await groupIdsOf(db, viewer)
  const rows = (await repo.listLotteries(db)).filter(
    (row) =>
      mayView(row, viewer, groupIds) &&
      (query.status === undefined || promoStatus(row.startAt, row.endAt, now) === query.status),
  )
  return Promise.all(rows.map((row) => present(db, row, viewer, now, false)))
}

export async function findVisible(db: Executor, id: string, viewer: Viewer): Promise<repo.LotteryRow> {
  const row = await repo.findLottery(db, id)
  if (!row || !mayView(row, viewer, await groupIdsOf(db, viewer)))
    throw new HttpError(404, 'NOT_FOUND', 'No such lottery.')
  return row
}

export async function lotteryDetail(db: Executor, id: string, viewer: Viewer, now: Date): Promise<Lottery> {
  return present(db, await findVisible(db, id, viewer), viewer, now)
}

export async function playerLotteries(db: Executor, playerId: number, now: Date) {
  const rows = await repo.playerTicketCounts(db, playerId)
  const lotteries: z.infer<typeof PlayerLotterySchema>[] = rows.map(({ lottery, n }) => ({
    id: String(lottery.id),
    lottery_id: String(lottery.id),
    frontend_identifier: lottery.frontendIdentifier,
    tickets: Number(n),
    in_progress: isActive(lottery, now),
  }))
  // The common balance: tickets still waiting for their draw.
  const tickets = rows
    .filter(({ lottery }) => lottery.drawnAt === null)
    .reduce((sum, { n }) => sum + Number(n), 0)
  return { tickets, lotteries }
}
