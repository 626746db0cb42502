// Lottery draws (ADR 041): pickUniform is pickWeighted over equal weights, and verifyTicketDraw
// recomputes a draw made with node:crypto, refusing a tampered seed, ticket list or pick.
import { createHash, createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  drawMessage,
  hexToBytes,
  pickUniform,
  pickWeighted,
  type TicketDrawProof,
  ticketSeedMessage,
  verifyTicketDraw,
} from './fairness.ts'

const SEED = `${'0f'.repeat(16)}${'a1'.repeat(16)}`

function drawWith(seed: string, ticketIds: string[], places: number): TicketDrawProof {
  const clientSeed = createHash('sha256').update(ticketSeedMessage(ticketIds)).digest('hex')
  const left = [...ticketIds]
  const picks = []
  for (let place = 1; place <= places && left.length > 0; place++) {
    const hmac = createHmac('sha256', hexToBytes(seed)).update(drawMessage(clientSeed, place)).digest('hex')
    const { index, roll } = pickUniform(hmac, left.length)
    picks.push({
      place,
      nonce: place,
      hmac,
      roll: roll.toString(),
      ticket_id: left.splice(index, 1)[0] as string,
    })
  }
  return {
    server_seed: seed,
    server_seed_hash: createHash('sha256').update(hexToBytes(seed)).digest('hex'),
    client_seed: clientSeed,
    ticket_ids: ticketIds,
    picks,
  }
}

describe('pickUniform', () => {
  it.each(['0000000000000', 'fffffffffffff', 'fc7b0d7046848', 'bbbcfd55e27ac'])(
    '%s picks what pickWeighted picks over equal weights',
    (hex) => {
      for (const count of [1, 2, 7, 1000]) {
        const { index, roll } = pickUniform(`${hex}ffff`, count)
        expect({ index, roll }).toEqual(pickWeighted(`${hex}ffff`, Array(count).fill(1)))
      }
    },
  )

  it('refuses a short hmac and an empty ticket list', () => {
    expect(() => pickUniform('abc', 3)).toThrow(RangeError)
    expect(() => pickUniform('0000000000000', 0)).toThrow(RangeError)
  })
})

describe('verifyTicketDraw', () => {
  const tickets = ['3', '5', '8', '13', '21', '34']

  it('verifies a draw and the places pick distinct tickets', async () => {
    const proof = drawWith(SEED, tickets, 4)
    expect(new Set(proof.picks.map((p) => p.ticket_id)).size).toBe(4)
    expect(await verifyTicketDraw(proof)).toEqual({
      hashMatches: true,
      clientSeedMatches: true,
      picksMatch: true,
      valid: true,
    })
  })

  it('fewer tickets than places: every ticket wins once', async () => {
    const proof = drawWith(SEED, ['1', '2'], 10)
    expect(proof.picks.map((p) => p.ticket_id).sort()).toEqual(['1', '2'])
    expect((await verifyTicketDraw(proof)).valid).toBe(true)
  })

  it('a tampered seed, ticket list or pick does not verify', async () => {
    const proof = drawWith(SEED, tickets, 3)
    const otherSeed = `${'a1'.repeat(16)}${'0f'.repeat(16)}`
    expect(await verifyTicketDraw({ ...proof, server_seed: otherSeed })).toMatchObject({
      hashMatches: false,
      valid: false,
    })
    expect(await verifyTicketDraw({ ...proof, server_seed: 'not hex' })).toMatchObject({ valid: false })
    expect(await verifyTicketDraw({ ...proof, ticket_ids: [...tickets, '55'] })).toMatchObject({
      clientSeedMatches: false,
      valid: false,
    })
    const [first, ...rest] = proof.picks
    const moved = { ...(first as NonNullable<typeof first>), ticket_id: first?.ticket_id === '3' ? '5' : '3' }
    expect(await verifyTicketDraw({ ...proof, picks: [moved, ...rest] })).toMatchObject({
      picksMatch: false,
      valid: false,
    })
  })
})
