import { createHash, createHmac, randomBytes } from 'node:crypto'
import type { Lootbox } from '@croupier/contract/lootboxes/lootbox'
import { pickWeighted } from '@croupier/rules/fairness'
import { describe, expect, it } from 'vitest'
import { lootbox } from '../model/fixtures'
import { checkBox } from './fairness-proof'

/** A box opened as the platform opens it (ADR 040): the prize is what the seeds pick. */
function openedBox(clientSeed: string): Lootbox {
  const box = lootbox()
  const seed = randomBytes(32)
  const hmac = createHmac('sha256', seed).update(`${clientSeed}:0`).digest('hex')
  const { index } = pickWeighted(
    hmac,
    box.items.map((item) => item.weight),
  )
  return {
    ...box,
    stage: 'activated',
    activated_at: '2026-11-24T12:00:00.000Z',
    prize_index: index,
    fairness: {
      server_seed_hash: createHash('sha256').update(seed).digest('hex'),
      server_seed: seed.toString('hex'),
      client_seed: clientSeed,
      nonce: 0,
      hmac,
    },
  }
}

describe('checkBox (the page’s Verify)', () => {
  it('confirms a box whose revealed seeds give its prize', async () => {
    expect(await checkBox(openedBox('lucky seed 7'))).toBe('verified')
  })

  it('refuses a prize the seeds do not pick, a seed that is not the committed one, or a changed client seed', async () => {
    const box = openedBox('abc')
    const otherPrize = { ...box, prize_index: box.prize_index === 0 ? 1 : 0 }
    expect(await checkBox(otherPrize)).toBe('mismatch')
    const otherSeed = { ...box, fairness: { ...box.fairness, server_seed: randomBytes(32).toString('hex') } }
    expect(await checkBox(otherSeed)).toBe('mismatch')
    const otherClient = { ...box, fairness: { ...box.fairness, client_seed: 'abd' } }
    expect(await checkBox(otherClient)).toBe('mismatch')
  })

  it('has nothing to check before the box is opened', async () => {
    expect(await checkBox(lootbox())).toBe('mismatch')
  })
})
