// The draw (ADR 041), once across instances: a transaction claims one ended, undrawn lottery by
// setting drawn_at where it is still null (another instance skips the locked row or finds it set),
// sets client_seed = sha256 of its ticket ids in ascending order, and for place n picks among the
// tickets not yet drawn with HMAC-SHA256(server_seed, client_seed:n) (rules/fairness.ts), then pays
// each place in the same transaction under `lottery:<id>:<place>`. Fewer tickets than places: the
// tickets there are win.
import { createHash, createHmac, randomBytes } from 'node:crypto'
import { drawMessage, hexToBytes, pickUniform, ticketSeedMessage } from '@croupier/rules/fairness'
import type { Database } from '../../db/client.ts'
import type { Executor } from '../events/events.service.ts'
import * as repo from './lotteries.repository.ts'
import { payPrize } from './payout.ts'

export function newServerSeed(): { seed: string; hash: string } {
  const bytes = randomBytes(32)
  return { seed: bytes.toString('hex'), hash: createHash('sha256').update(bytes).digest('hex') }
}

export interface Pick {
  place: number
  nonce: number
  hmac: string
  roll: string
  ticketId: number
  playerId: number
}

/** The draw itself, pure over its inputs (tests recompute it with rules' verifyTicketDraw). */
export function drawTickets(
  serverSeed: string,
  tickets: readonly { id: number; playerId: number }[],
  places: number,
): { clientSeed: string; picks: Pick[] } {
  const ordered = [...tickets].sort((a, b) => a.id - b.id)
  const clientSeed = createHash('sha256')
    .update(ticketSeedMessage(ordered.map((t) => String(t.id))))
    .digest('hex')
  const left = [...ordered]
  const picks: Pick[] = []
  for (let place = 1; place <= places && left.length > 0; place++) {
    const hmac = createHmac('sha256', hexToBytes(serverSeed))
      .update(drawMessage(clientSeed, place))
      .digest('hex')
    const { index, roll } = pickUniform(hmac, left.length)
    const [ticket] = left.splice(index, 1)
    if (!ticket) break
    picks.push({
      place,
      nonce: place,
      hmac,
      roll: roll.toString(),
      ticketId: ticket.id,
      playerId: ticket.playerId,
    })
  }
  return { clientSeed, picks }
}

/**
 * Draws every ended lottery (or only `onlyId`); answers the ids drawn by this run. `pay: false` only
 * for the seed's archived demo lottery, whose winners are listed without moving demo balances.
 */
export async function runLotteryDrawJob(
  db: Database,
  now: Date,
  onlyId?: number,
  options: { pay: boolean } = { pay: true },
): Promise<number[]> {
  const drawn: number[] = []
  for (;;) {
    const id = await db.transaction(async (tx) => {
      const row = await repo.claimEnded(tx, now, onlyId)
      if (!row) return null
      await drawAndPay(tx, row, now, options.pay)
      return row.id
    })
    if (id === null) return drawn
    drawn.push(id)
  }
}

async function drawAndPay(tx: Executor, row: repo.LotteryRow, now: Date, pay: boolean): Promise<void> {
  const places = row.prizes.reduce((max, p) => Math.max(max, p.place), 0)
  const { clientSeed, picks } = drawTickets(row.serverSeed, await repo.ticketsOf(tx, row.id), places)
  await repo.setClientSeed(tx, row.id, clientSeed)
  for (const pick of picks) {
    const prize = row.prizes.find((p) => p.place === pick.place) ?? null
    const saved = await repo.insertWinner(tx, {
      lotteryId: row.id,
      place: pick.place,
      ticketId: pick.ticketId,
      playerId: pick.playerId,
      nonce: pick.nonce,
      hmac: pick.hmac,
      roll: pick.roll,
      prize,
      createdAt: now,
    })
    if (!saved || !prize) continue
    const paid = await payPrize(tx, {
      lotteryId: row.id,
      place: pick.place,
      playerId: pick.playerId,
      prize,
      now,
      pay,
    })
    await repo.setPayout(tx, saved.id, paid)
  }
}
