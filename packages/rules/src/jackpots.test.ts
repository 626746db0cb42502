import { createHash, createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { drawMessage, hexToBytes } from './fairness.ts'
import {
  applyStake,
  contributionCents,
  dropPointFromHmac,
  jackpotClientSeed,
  verifyDropPoint,
} from './jackpots.ts'

/** A small deterministic generator, so a failure replays. */
function mulberry32(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

const hexOf = (random: () => number) =>
  Array.from({ length: 64 }, () => Math.floor(random() * 16).toString(16)).join('')

describe('dropPointFromHmac (ADR 041: from + 1 + floor(r × (to − from) / 2^52))', () => {
  it.each([
    // r = 0 → the first minor unit past `from`; r = 2^52 − 1 → `to` itself, never past it.
    ['0000000000000', 100, 200, 101],
    ['fffffffffffff', 100, 200, 200],
    ['8000000000000', 0, 10, 6],
    ['fffffffffffff', 41, 42, 42],
  ])('%s in (%i, %i] is %i', (head, from, to, point) => {
    expect(dropPointFromHmac(`${head}abc`, from, to)).toBe(point)
  })

  it('refuses an empty range and a short hmac', () => {
    expect(() => dropPointFromHmac('fffffffffffff', 5, 5)).toThrow(RangeError)
    expect(() => dropPointFromHmac('fff', 5, 9)).toThrow(RangeError)
  })
})

describe('must drop before the ceiling (property over many levels and stake sequences)', () => {
  it('every level drops at an amount in [drop point, ceiling], on the first stake that reaches it', () => {
    const random = mulberry32(41)
    for (let run = 0; run < 2_000; run++) {
      const seed = 1 + Math.floor(random() * 100_000)
      const ceiling = seed + 1 + Math.floor(random() * 50_000)
      const dropPoint = dropPointFromHmac(hexOf(random), seed, ceiling)
      expect(dropPoint).toBeGreaterThan(seed)
      expect(dropPoint).toBeLessThanOrEqual(ceiling)
      const level = {
        amountCents: seed,
        ceilingCents: ceiling,
        dropPointCents: dropPoint,
        contributionBasisPoints: 1 + Math.floor(random() * 5_000),
      }
      let stakes = 0
      for (;;) {
        const stake = 1 + Math.floor(random() * 200_000)
        const before = level.amountCents
        const next = applyStake(level, stake)
        stakes++
        expect(next.amountCents).toBeLessThanOrEqual(ceiling)
        expect(next.amountCents).toBe(
          Math.min(before + contributionCents(stake, level.contributionBasisPoints), ceiling),
        )
        level.amountCents = next.amountCents
        if (next.wins) {
          expect(next.amountCents).toBeGreaterThanOrEqual(dropPoint)
          expect(before).toBeLessThan(dropPoint)
          break
        }
        // A level that cannot grow (every share rounds to 0) is not a must-drop failure; stakes grow it.
        expect(stakes).toBeLessThan(10_000_000)
      }
    }
  })
})

describe('verifyDropPoint', () => {
  it('recomputes a drop point from the revealed seed, and rejects a changed one', async () => {
    const seed = `${'0f'.repeat(16)}${'a1'.repeat(16)}`
    const clientSeed = jackpotClientSeed(7, 3)
    const hmac = createHmac('sha256', hexToBytes(seed)).update(drawMessage(clientSeed, 0)).digest('hex')
    const proof = {
      server_seed: seed,
      server_seed_hash: createHash('sha256').update(hexToBytes(seed)).digest('hex'),
      client_seed: clientSeed,
      drop_from_cents: 5_000,
      drop_to_cents: 25_000,
      drop_point_cents: dropPointFromHmac(hmac, 5_000, 25_000),
    }
    expect(await verifyDropPoint(proof)).toEqual({ hashMatches: true, dropPointMatches: true })
    expect(await verifyDropPoint({ ...proof, drop_point_cents: proof.drop_point_cents + 1 })).toEqual({
      hashMatches: true,
      dropPointMatches: false,
    })
    expect((await verifyDropPoint({ ...proof, server_seed: 'zz' })).hashMatches).toBe(false)
  })
})
