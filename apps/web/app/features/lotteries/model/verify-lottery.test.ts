import { createHash, createHmac } from 'node:crypto'
import { pickWeighted } from '@croupier/rules/fairness'
import { describe, expect, it } from 'vitest'
import type { LotteryProofView, LotteryWinnerView } from './lottery-view'
import { verifyLottery } from './verify-lottery'

const SEED = 'a1'.repeat(32)

// A draw as ADR 041 describes the platform's: client seed from the ordered ticket ids, one HMAC per place.
function drawn(
  ticketIds: string[],
  places: number,
): { proof: LotteryProofView; winners: LotteryWinnerView[] } {
  const key = Buffer.from(SEED, 'hex')
  const clientSeed = createHash('sha256').update(ticketIds.join(',')).digest('hex')
  const left = [...ticketIds]
  const draws: LotteryProofView['draws'] = []
  const winners: LotteryWinnerView[] = []
  for (let place = 1; place <= places; place++) {
    const hmac = createHmac('sha256', key).update(`${clientSeed}:${place}`).digest('hex')
    const [ticket] = left.splice(
      pickWeighted(
        hmac,
        left.map(() => 1),
      ).index,
      1,
    )
    draws.push({ place, nonce: place, hmac })
    winners.push({ place, nickname: 'player***', ticket_id: ticket ?? '', prize: null })
  }
  return {
    proof: {
      server_seed_hash: createHash('sha256').update(key).digest('hex'),
      server_seed: SEED,
      client_seed: clientSeed,
      ticket_ids: ticketIds,
      draws,
    },
    winners,
  }
}

describe('verifyLottery (ADR 041 lottery draw)', () => {
  const tickets = ['11', '12', '13', '14', '15', '16', '17']

  it('confirms a draw whose seed, client seed and winning tickets all recompute', async () => {
    const { proof, winners } = drawn(tickets, 3)
    const check = await verifyLottery(proof, winners)
    expect(check.verified).toBe(true)
    expect(check.tickets.map((entry) => entry.ticket_id)).toEqual(winners.map((winner) => winner.ticket_id))
  })

  it('refuses a winner the seed did not pick', async () => {
    const { proof, winners } = drawn(tickets, 2)
    const other = tickets.find((id) => !winners.some((winner) => winner.ticket_id === id)) ?? ''
    const forged = winners.map((winner, index) => (index === 0 ? { ...winner, ticket_id: other } : winner))
    expect((await verifyLottery(proof, forged)).verified).toBe(false)
  })

  it('refuses a seed that is not the one committed, and a ticket list that is not the hashed one', async () => {
    const { proof, winners } = drawn(tickets, 1)
    expect((await verifyLottery({ ...proof, server_seed: 'b2'.repeat(32) }, winners)).verified).toBe(false)
    expect((await verifyLottery({ ...proof, ticket_ids: [...tickets, '18'] }, winners)).verified).toBe(false)
  })

  it('has nothing to verify before the draw', async () => {
    const { proof, winners } = drawn(tickets, 1)
    expect((await verifyLottery({ ...proof, server_seed: null }, winners)).verified).toBe(false)
  })
})
