import { describe, expect, it } from 'vitest'
import { type DrawProof, drawMessage, pickWeighted, verifyDraw } from './fairness.ts'

/** spec 2 §9 K6: the mock lootbox weights. */
const K6 = [5000, 2000, 1400, 820, 470, 50, 10]
// A vector computed once with node:crypto (sha256 and HMAC-SHA256 over the seed's 32 bytes).
const SEED = `${'0f'.repeat(16)}${'a1'.repeat(16)}`
const PROOF: DrawProof = {
  server_seed: SEED,
  server_seed_hash: '293cf642d69c0fd2bf3eb86b9f775da7b420cfd91f9208ffb7459286912fbc19',
  client_seed: 'player-seed',
  nonce: 0,
  hmac: 'fc7b0d70468480ccfce7672a85064e55a29703b70a52cff530bc1cba2c6a6d7c',
}

describe('pickWeighted (ADR 040: floor(r × total / 2^52), r the first 13 hex digits)', () => {
  it.each([
    // r = 0 → position 0 → first item; r = 2^52 - 1 → the last position → last item.
    ['0000000000000', 0, 0n],
    ['fffffffffffff', 6, 9749n],
    // 0xfc7b0d7046848 × 9750 >> 52 = 9615: past 9220, below 9690 → the fifth item (weight 470).
    ['fc7b0d7046848', 4, 9615n],
    ['bbbcfd55e27ac', 2, 7150n],
  ])('%s picks item %i at %s', (hex, index, roll) => {
    expect(pickWeighted(`${hex}ffff`, K6)).toEqual({ index, roll })
  })

  it('maps each cumulative boundary to the item that starts there', () => {
    // The smallest r whose position is 5000 starts the second item.
    const total = 9750n
    const r = ((5000n << 52n) + total - 1n) / total
    expect(pickWeighted(r.toString(16).padStart(13, '0'), K6)).toEqual({ index: 1, roll: 5000n })
    expect(pickWeighted((r - 1n).toString(16).padStart(13, '0'), K6)).toEqual({ index: 0, roll: 4999n })
  })

  it('never picks a zero weight', () => {
    for (const hex of ['0000000000000', '8000000000000', 'fffffffffffff'])
      expect(pickWeighted(hex, [0, 3, 0]).index).toBe(1)
  })

  it('refuses what cannot be drawn', () => {
    expect(() => pickWeighted('xyz', K6)).toThrow(RangeError)
    expect(() => pickWeighted('fffffffffffff', [0, 0])).toThrow(RangeError)
    expect(() => pickWeighted('fffffffffffff', [1.5, 2])).toThrow(RangeError)
    expect(() => pickWeighted('fffffffffffff', [-1, 2])).toThrow(RangeError)
  })
})

describe('verifyDraw (Web Crypto)', () => {
  it('recomputes an honest draw: the hash, the hmac and the prize index', async () => {
    expect(drawMessage('player-seed', 0)).toBe('player-seed:0')
    expect(await verifyDraw(PROOF, K6)).toEqual({ hashMatches: true, hmacMatches: true, index: 4 })
    const next = {
      ...PROOF,
      nonce: 1,
      hmac: 'bbbcfd55e27ac9a8577e5998eb3b5e912cb7e2d95923f586aa7dd7291860f4d2',
    }
    expect(await verifyDraw(next, K6)).toEqual({ hashMatches: true, hmacMatches: true, index: 2 })
  })

  it('detects a swapped server seed: the committed hash no longer matches', async () => {
    const check = await verifyDraw({ ...PROOF, server_seed: `${'0f'.repeat(16)}${'a2'.repeat(16)}` }, K6)
    expect(check.hashMatches).toBe(false)
    expect(check.hmacMatches).toBe(false)
  })

  it('detects a changed client seed or nonce: the revealed hmac is not the one they give', async () => {
    expect((await verifyDraw({ ...PROOF, client_seed: 'player-seeD' }, K6)).hmacMatches).toBe(false)
    expect((await verifyDraw({ ...PROOF, nonce: 2 }, K6)).hmacMatches).toBe(false)
  })

  it('detects changed weights: the recomputed index is not the prize shown', async () => {
    const check = await verifyDraw(PROOF, [5000, 2000, 1400, 820, 10, 50, 470])
    expect(check.index).not.toBe(4)
  })

  it('matches nothing for a malformed seed', async () => {
    expect(await verifyDraw({ ...PROOF, server_seed: 'not-hex' }, K6)).toEqual({
      hashMatches: false,
      hmacMatches: false,
      index: -1,
    })
  })
})
