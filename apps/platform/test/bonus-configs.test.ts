// The bonus configs act (issue #12): `disabled-bonuses` hides issued bonuses and offers of its group
// keys, `modify-gifts-config` sets labels and order, `excluded-promo-stags` keeps promotions from
// those partner stags. Each test changes the config row and puts it back.
import * as api from '@croupier/contract/api.generated'
import type { OfferedBonus } from '@croupier/contract/bonuses/player-bonus'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { register } from './helpers/auth.ts'
import { inject } from './helpers/call.ts'
import { bonusesOf, setPlayer, withConfig } from './helpers/offers.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimitPerMinute: 10_000 } })
})
afterAll(() => t.close())

async function promoPlayer(overrides: Record<string, unknown> = {}) {
  const { cookie, player } = await register(t.app, { currency: 'EUR', ...overrides })
  await setPlayer(t.db, player.id, { receivePromos: true })
  return { cookie, id: player.id }
}

async function offers(cookie: string): Promise<OfferedBonus[]> {
  const response = await inject(t.app, api.getBonuses, { cookie })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as OfferedBonus[]
}

const redeem = (cookie: string, code: string) =>
  inject(t.app, api.redeemPromoCode, { cookie, body: { code } })

describe('bonus configs', () => {
  it('disabled-bonuses hides issued bonuses and offers of its group keys', async () => {
    const { cookie } = await promoPlayer()
    expect((await redeem(cookie, 'ROCKET10')).statusCode).toBe(200)
    expect((await bonusesOf(t, cookie)).map((b) => b.group_key)).toEqual(['promo'])
    expect((await offers(cookie)).map((o) => o.group_key)).toContain('reload')
    await withConfig(t.db, 'disabled-bonuses', { groupKeys: ['promo', 'reload'] }, async () => {
      expect(await bonusesOf(t, cookie)).toEqual([])
      expect((await offers(cookie)).map((o) => o.group_key)).not.toContain('reload')
    })
    expect((await bonusesOf(t, cookie)).map((b) => b.group_key)).toEqual(['promo'])
  })

  it('modify-gifts-config sets the plan labels and their order', async () => {
    const { cookie } = await promoPlayer()
    const plans = async () =>
      (await offers(cookie))
        .filter((o) => o.group_key.startsWith('rocket_'))
        .map((o) => [o.group_key, o.label])
    expect(await plans()).toEqual([
      ['rocket_lite', 'LITE'],
      ['rocket_pro', 'PRO'],
      ['rocket_max', 'MAX'],
    ])
    const config = {
      gifts: [
        { groupKey: 'rocket_max', label: 'MAX', order: 1 },
        { groupKey: 'rocket_pro', label: 'LITE', order: 2 },
        { groupKey: 'rocket_lite', order: 3 },
      ],
      ignoredNoticeTournaments: [],
    }
    await withConfig(t.db, 'modify-gifts-config', config, async () => {
      expect(await plans()).toEqual([
        ['rocket_max', 'MAX'],
        ['rocket_pro', 'LITE'],
        ['rocket_lite', null],
      ])
    })
  })

  it('excluded-promo-stags keeps promotions from those partner stags', async () => {
    const { cookie } = await promoPlayer({ stag: '99001_noncasino_7' })
    const refused = await redeem(cookie, 'ROCKET10')
    expect(refused.statusCode).toBe(403)
    expect((await offers(cookie)).map((o) => o.code)).not.toContain('RELOAD50')
    expect((await offers(cookie)).map((o) => o.code)).toContain('WELCOME100')
    await withConfig(t.db, 'excluded-promo-stags', { stags: [] }, async () => {
      expect((await offers(cookie)).map((o) => o.code)).toContain('RELOAD50')
      expect((await redeem(cookie, 'ROCKET10')).statusCode).toBe(200)
    })
  })
})
