// Bonus definitions and the offer lists (issue #12): the welcome pack adds up to what its banner
// promises, every text exists in every locale, sign-up gives 20 free spins (spec 2 §9: wager 30,
// max win 1000 EUR), GET /api/bonuses/registration answers guests, GET /api/v2/bonuses shows what
// the viewer may take, GET /api/player/bonuses lists open bonuses first with their wagering percent.
import * as api from '@croupier/contract/api.generated'
import type { OfferedBonus } from '@croupier/contract/bonuses/player-bonus'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { playerBonuses } from '../src/modules/bonuses/bonuses.tables.ts'
import { bonusDefinitionRows } from '../src/seed/bonuses.ts'
import { banners } from '../src/seed/config/banners.ts'
import { ADDITIONAL_GIFTS } from '../src/seed/config/promotions.ts'
import { reloadBanner } from '../src/seed/config/reload-banner.ts'
import { PLAYER_GROUPS } from '../src/seed/player-groups.ts'
import { register } from './helpers/auth.ts'
import { inject } from './helpers/call.ts'
import { bonusesOf, freeSpinsOf, insertFreeSpinGames, setPlayer } from './helpers/offers.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimitPerMinute: 10_000 } })
  await insertFreeSpinGames(t.db)
})
afterAll(() => t.close())

const LOCALES = ['en', 'de', 'en-AU', 'en-CA', 'fr-CA', 'en-NZ', 'no', 'it']

async function offers(cookie: string): Promise<OfferedBonus[]> {
  const response = await inject(t.app, api.getBonuses, { cookie })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as OfferedBonus[]
}

describe('seeded definitions', () => {
  it('the welcome pack totals the banner: up to €1,500 + 150 free spins', () => {
    const steps = bonusDefinitionRows().filter((row) => row.groupKey === 'welcome_pack')
    expect(steps.map((row) => row.depositNumber)).toEqual([1, 2, 3, 4])
    const capEur = steps.reduce((sum, row) => sum + (row.amounts.EUR?.max_bonus_cents ?? 0), 0)
    const spins = steps.reduce((sum, row) => sum + (row.freeSpins?.count ?? 0), 0)
    const banner = banners(new Date()).banners.find((b) => b.id === 'welcome-pack')
    expect(banner?.variables?.bonus?.EUR).toBe(capEur)
    expect(banner?.title.text.en).toContain(`+ ${spins} free spins`)
    const gift = ADDITIONAL_GIFTS.gifts.find((g) => g.id === 'welcome-pack')
    expect(gift?.description.en).toContain(`€${(capEur / 100).toLocaleString('en')} and ${spins} free spins`)
    expect(steps.every((row) => row.groupIds?.includes(131811) && row.stags?.includes('131811'))).toBe(true)
  })

  it('the reload banner names RELOAD50 figures in every currency', () => {
    const reload = bonusDefinitionRows().find((row) => row.code === 'RELOAD50')
    const { variables } = reloadBanner()
    for (const [currency, amounts] of Object.entries(reload?.amounts ?? {})) {
      expect(variables?.max?.[currency], currency).toBe(amounts.max_bonus_cents)
      expect(variables?.min?.[currency], currency).toBe(amounts.min_deposit_cents)
    }
  })

  it('every title and description exists in every locale; codes are unique upper case', () => {
    const rows = bonusDefinitionRows()
    for (const row of rows) {
      expect(Object.keys(row.titles).sort(), row.key).toEqual([...LOCALES].sort())
      expect(Object.keys(row.descriptions).sort(), row.key).toEqual([...LOCALES].sort())
    }
    const codes = rows.flatMap((row) => (row.code ? [row.code] : []))
    expect(new Set(codes).size).toBe(codes.length)
    expect(codes.every((code) => code === code.toUpperCase())).toBe(true)
    expect(codes).toEqual(
      expect.arrayContaining(['WELCOME100', 'RELOAD50', 'ROCKET10', 'SPINCOUPON', 'QUICK1']),
    )
  })

  it('the additional gifts target seeded groups and client routes', () => {
    const groups = new Set(PLAYER_GROUPS.map((g) => g.id))
    for (const gift of ADDITIONAL_GIFTS.gifts) {
      expect(
        gift.groupIds.every((id) => groups.has(id)),
        gift.id,
      ).toBe(true)
      expect(['/deposit-bonus', '/profile/gifts'], gift.id).toContain(gift.to)
    }
  })
})

describe('registration gifts', () => {
  it('guests read them in the currency asked for and their language', async () => {
    const eur = await inject(t.app, api.getRegistrationBonuses, {})
    expect(eur.statusCode, eur.body).toBe(200)
    expect(eur.json()).toEqual([
      expect.objectContaining({
        type: 'registration',
        currency: 'EUR',
        title: '20 free spins for signing up',
        terms: expect.objectContaining({ free_spins: 20, wager_multiplier: 30 }),
      }),
    ])
    const cad = await inject(t.app, api.getRegistrationBonuses, {
      query: { currency: 'CAD' },
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    })
    expect(cad.json()).toEqual([
      expect.objectContaining({ currency: 'CAD', title: '20 Freispiele für deine Anmeldung' }),
    ])
  })

  it('signing up issues 20 spins at €0.50, wager 30, max win €1,000', async () => {
    const { cookie } = await register(t.app, { currency: 'EUR' })
    const [batch] = await freeSpinsOf(t, cookie)
    expect(batch).toMatchObject({
      group_key: 'registration',
      stage: 'issued',
      count: 20,
      stake_cents: 50,
      wager_multiplier: 30,
      max_win_cents: 100_000,
      title: '20 free spins for signing up',
      activatable: true,
    })
  })
})

describe('GET /api/v2/bonuses', () => {
  it('a new player without promotions: the standing deposit bonuses only', async () => {
    const { cookie } = await register(t.app, { currency: 'EUR' })
    const codes = (await offers(cookie)).map((o) => o.code)
    expect(codes).toEqual(expect.arrayContaining(['WELCOME100', 'QUICK1']))
    expect(codes).not.toContain('RELOAD50')
    expect(codes).not.toContain('ROCKET10')
    expect((await offers(cookie)).some((o) => o.group_key === 'welcome_pack')).toBe(false)
  })

  it('with promotions: reloads and the rocket plans labelled LITE, PRO, MAX; never promo codes', async () => {
    const { cookie, player } = await register(t.app, { currency: 'EUR' })
    await setPlayer(t.db, player.id, { receivePromos: true })
    const list = await offers(cookie)
    expect(list.map((o) => o.code)).toEqual(expect.arrayContaining(['RELOAD50', 'ROCKETPRO']))
    expect(list.map((o) => o.code)).not.toContain('ROCKET10')
    expect(list.map((o) => o.code)).not.toContain('SPINCOUPON')
    const plans = list.filter((o) => o.group_key.startsWith('rocket_'))
    expect(plans.map((o) => [o.group_key, o.label])).toEqual([
      ['rocket_lite', 'LITE'],
      ['rocket_pro', 'PRO'],
      ['rocket_max', 'MAX'],
    ])
    expect(plans.map((o) => o.terms.max_bonus_cents)).toEqual([10_000, 30_000, 100_000])
  })

  it('the welcome pack shows its first step to a stag-131811 player; nothing for can_issue off', async () => {
    const { cookie, player } = await register(t.app, { currency: 'EUR', stag: '131811' })
    const steps = (await offers(cookie)).filter((o) => o.group_key === 'welcome_pack')
    expect(steps.map((o) => [o.step, o.code, o.title])).toEqual([
      [1, 'WELCOMEPACK1', 'Welcome pack 1/4: 100% up to €500 + 50 free spins'],
    ])
    // Chosen, never slipped in (ADR 039): the cashbox lists the step first, with its own code.
    const deposit = await inject(t.app, api.getDepositBonuses, { cookie })
    const listed = deposit.json() as { code: string; title: string }[]
    expect(listed[0]).toMatchObject({ code: 'WELCOMEPACK1', title: steps[0]?.title })
    const other = await register(t.app, { currency: 'EUR' })
    const plain = (await inject(t.app, api.getDepositBonuses, { cookie: other.cookie })).json() as {
      code: string
    }[]
    expect(plain.map((o) => o.code)).not.toContain('WELCOMEPACK1')
    const registration = await inject(t.app, api.getRegistrationBonuses, { cookie })
    expect((registration.json() as OfferedBonus[]).map((o) => [o.group_key, o.step])).toEqual([
      ['registration', null],
      ['welcome_pack', 1],
      ['welcome_pack', 2],
      ['welcome_pack', 3],
      ['welcome_pack', 4],
    ])
    await setPlayer(t.db, player.id, { canIssueBonuses: false })
    expect(await offers(cookie)).toEqual([])
  })
})

describe('GET /api/player/bonuses', () => {
  it('open bonuses first, then finished ones; wagering percent floors and is 100 with nothing required', async () => {
    const { cookie, player } = await register(t.app, { currency: 'EUR' })
    const base = {
      playerId: player.id,
      type: 'gift' as const,
      groupKey: 'test',
      currency: 'EUR',
      amountCents: 1_000,
      terms: {},
    }
    await t.db.insert(playerBonuses).values([
      { ...base, stage: 'canceled', wagerRequiredCents: 1_000, wageredCents: 10, sourceKey: 'test:a' },
      { ...base, stage: 'issued', wagerRequiredCents: 3_000, wageredCents: 1_999, sourceKey: 'test:b' },
      { ...base, stage: 'issued', wagerRequiredCents: 0, sourceKey: 'test:c' },
    ])
    const list = await bonusesOf(t, cookie)
    expect(list.map((b) => [b.stage, b.wagering_percent, b.activatable])).toEqual([
      ['issued', 66, true],
      ['issued', 100, true],
      ['canceled', 1, false],
    ])
    expect(list[0]?.title).toBe('Bonus')
  })
})
