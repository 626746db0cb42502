// /api/fe/config/* (spec 1 §7): every document answers schema-valid seeded data with a one-minute
// public cache; banners follow the `locale` header; managers follow the posted groups.

import * as api from '@croupier/contract/api.generated'
import { getAdditionalGifts } from '@croupier/contract/config/get-additional-gifts'
import { BannersConfigSchema } from '@croupier/contract/config/get-banners-config'
import { getBettingConfig } from '@croupier/contract/config/get-betting-config'
import { getCurrencyConfig } from '@croupier/contract/config/get-currency-config'
import { getDisabledBonuses } from '@croupier/contract/config/get-disabled-bonuses'
import { getExcludedPromoStags } from '@croupier/contract/config/get-excluded-promo-stags'
import { getLogoConfig, LogoConfigSchema } from '@croupier/contract/config/get-logo-config'
import { getMainWidgetConfig } from '@croupier/contract/config/get-main-widget-config'
import { getManagePromotionPages } from '@croupier/contract/config/get-manage-promotion-pages'
import {
  getMenuCategoriesGames,
  MenuCategoriesGamesSchema,
} from '@croupier/contract/config/get-menu-categories-games'
import { getModifyGiftsConfig } from '@croupier/contract/config/get-modify-gifts-config'
import { getProvidersConfig } from '@croupier/contract/config/get-providers-config'
import { getStagByReferrerName } from '@croupier/contract/config/get-stag-by-referrer-name'
import { getSurveyConfig } from '@croupier/contract/config/get-survey-config'
import { getVipAdventures, VipAdventuresSchema } from '@croupier/contract/config/get-vip-adventures'
import { getWheelConfig } from '@croupier/contract/config/get-wheel-config'
import {
  getWheelConfigSegments,
  WheelConfigSegmentsSchema,
} from '@croupier/contract/config/get-wheel-config-segments'
import { ManagersSchema } from '@croupier/contract/config/post-managers'
import type { Endpoint } from '@croupier/contract/endpoint'
import { stagForReferrer } from '@croupier/rules/partner-tracking'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ASSETS_PATH_PREFIX } from '../src/modules/brand/brand.routes.ts'
import { saveConfigValue } from '../src/modules/config/config.repository.ts'
import { inject, nameOf } from './helpers/call.ts'
import { API_PREFIX } from './helpers/platform-paths.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: { now: new Date('2026-03-18T10:00:00Z') } })
})
afterAll(() => t.close())

const GET_DOCUMENTS: Endpoint[] = [
  getStagByReferrerName,
  getSurveyConfig,
  getBettingConfig,
  getVipAdventures,
  getDisabledBonuses,
  getModifyGiftsConfig,
  getExcludedPromoStags,
  getCurrencyConfig,
  getAdditionalGifts,
  getMainWidgetConfig,
  getProvidersConfig,
  getLogoConfig,
  getMenuCategoriesGames,
  getManagePromotionPages,
  getWheelConfig,
  getWheelConfigSegments,
]

async function get(endpoint: Endpoint, headers: Record<string, string> = {}) {
  const response = await inject(t.app, endpoint, { headers })
  expect(response.statusCode, `${endpoint.path}: ${response.body}`).toBe(200)
  expect(response.headers['cache-control']).toBe('public, max-age=60')
  return endpoint.response.parse(response.json())
}

describe(`GET ${API_PREFIX}/fe/config/*`, () => {
  it.each(GET_DOCUMENTS.map((e) => [e.path, e] as const))(
    '%s answers seeded, schema-valid data',
    async (_, endpoint) => {
      const body = await get(endpoint)
      expect(JSON.stringify(body).length).toBeGreaterThan(10)
    },
  )

  it('stag-by-referrer-name works with the partner-tracking rule', async () => {
    const map = await get(getStagByReferrerName)
    expect(stagForReferrer('https://www.google.co.uk/search?q=casino', map as Record<string, string>)).toBe(
      '241_organic_google',
    )
  })

  it('betting-config has the sportsbook per host and no entry for the EE host', async () => {
    const config = (await get(getBettingConfig)) as { hosts: Record<string, { url: string }> }
    expect(config.hosts.localhost?.url).toBe('http://sport.localhost:3000')
    expect(config.hosts['de.localhost']).toBeDefined()
    expect(config.hosts['ee.localhost']).toBeUndefined()
  })

  it('menu has the items of spec 2 §2.2 with their gates', async () => {
    const menu = MenuCategoriesGamesSchema.parse(await get(getMenuCategoriesGames))
    const ids = menu.items.map((i) => i.id)
    expect(ids).toEqual([
      'lobby',
      'pokies',
      'live',
      'sports',
      'activity-hub',
      'rocket-mart',
      'rocket-chance',
      'tournaments',
      'mystic-jackpots',
      'achievements',
      'vip-club',
      'adventure',
    ])
    expect(menu.items.find((i) => i.id === 'mystic-jackpots')?.featureFlag).toBe('mysticJackpots')
    // ADR 040: the shop's link shows while comp points are on.
    expect(menu.items.find((i) => i.id === 'rocket-mart')?.featureFlag).toBe('compPoints')
    // The adventure's link shows to testers and its groups only (spec 2 §4, §6).
    expect(menu.items.find((i) => i.id === 'adventure')?.groupIds).toEqual([790, 759, 255, 259])
    expect(menu.items.find((i) => i.id === 'rocket-chance')?.pageSlug).toBe('rocket-chance')
    expect(menu.items.find((i) => i.id === 'lobby')?.hideWhenSports).toBe(true)
    expect(menu.items.find((i) => i.id === 'sports')?.externalUrl).toBe(true)
  })

  it('wheel segments carry the mock wheel figures of spec 2 §9', async () => {
    const { wheels } = WheelConfigSegmentsSchema.parse(await get(getWheelConfigSegments))
    const weights = (count: number) =>
      (wheels['rocketmart-wheel'] ?? [])
        .filter((s) => s.freespinsCount === count)
        .reduce((sum, s) => sum + s.weight, 0)
    expect([weights(10), weights(20), weights(50)]).toEqual([4000, 4000, 2000])
    expect(wheels['rocketmart-wheel']?.every((s) => s.wager === 30 && s.maxWin?.EUR === 100_000)).toBe(true)
    const bonuses = (wheels['vip-wheel'] ?? []).filter((s) => s.type === 'bonus')
    expect(bonuses.map((s) => s.amount?.EUR)).toEqual(expect.arrayContaining([1500, 10000]))
    expect(bonuses.every((s) => s.wager === 3)).toBe(true)
  })

  it('the adventure calendar is anchored on the first seed and titles have three parts', async () => {
    const { adventures } = VipAdventuresSchema.parse(await get(getVipAdventures))
    const adventure = adventures[0]
    expect(adventure?.startAt).toBe('2026-03-16T00:00:00.000Z')
    expect(adventure?.prizeTableGroupId).toBe(791)
    expect(adventure?.days[0]?.title).toBe('Day 1__1/7__16/03/2026')
    expect(adventure?.days.at(-1)?.isExtra).toBe(true)
  })

  it('logo-config points at SVG logos served with a long cache', async () => {
    const logo = LogoConfigSchema.parse(await get(getLogoConfig))
    for (const url of [logo.logoUrl.full, logo.logoUrl.mobile]) {
      const response = await t.app.inject({ url })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toContain('image/svg+xml')
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(response.headers['content-security-policy']).toContain("default-src 'none'")
      expect(response.body).toContain('<title id="title">Croupier</title>')
    }
    expect((await t.app.inject({ url: `${ASSETS_PATH_PREFIX}/missing.svg` })).statusCode).toBe(404)
  })
})

describe(nameOf(api.getBannersConfig), () => {
  const banners = async (locale?: string) => {
    const response = await inject(t.app, api.getBannersConfig, { headers: locale ? { locale } : {} })
    expect(response.statusCode).toBe(200)
    expect(response.headers.vary).toContain('locale')
    return BannersConfigSchema.parse(response.json()).banners
  }

  it('texts follow the locale header, en by default, fallback for missing translations', async () => {
    expect((await banners())[0]?.title.text).toBe('Welcome pack up to {bonus} + 150 free spins')
    expect((await banners('de'))[0]?.title.text).toBe('Willkommenspaket bis zu {bonus} + 150 Freispiele')
    expect((await banners('en-AU'))[0]?.title.text).toContain('pokies')
    // New Zealand says pokies too.
    expect((await banners('en-NZ'))[0]?.title.text).toContain('pokies')
    expect((await banners('xx'))[0]?.title.text).toBe('Welcome pack up to {bonus} + 150 free spins')
  })

  it('carries per-currency variables, timers and group targeting', async () => {
    const list = await banners('it')
    const welcome = list.find((b) => b.id === 'welcome-pack')
    expect(welcome?.variables.bonus?.EUR).toBe(150_000)
    expect(welcome?.button?.name).toBe('Iscriviti ora')
    const race = list.find((b) => b.id === 'weekly-pokies-race')
    expect(race?.timer?.end_at).toBe('2026-03-31T00:00:00.000Z')
    expect(race?.button?.type).toBe('tournaments')
    expect(list.find((b) => b.id === 'vip-reload')?.groupIds).toEqual([759, 255, 259])
    expect(list.some((b) => b.categories.includes('index-top-jackpots'))).toBe(true)
  })
})

describe(nameOf(api.postManagers), () => {
  const managers = async (userGroups: unknown) => inject(t.app, api.postManagers, { rawBody: { userGroups } })

  it('returns the managers of the posted VIP groups', async () => {
    const diamond = ManagersSchema.parse((await managers([21, 759])).json()).managers
    expect(diamond.map((m) => m.managerName)).toEqual(['Ava Martin'])
    expect(diamond[0]).toMatchObject({
      whatsAppLink: expect.stringMatching(/^https:\/\/wa\.me\//),
      email: expect.any(String),
    })
    const several = ManagersSchema.parse((await managers([259, 258])).json()).managers
    expect(several.map((m) => m.managerName)).toEqual(['Liam Kovač', 'Sofia Rossi'])
    expect(ManagersSchema.parse((await managers([])).json()).managers).toEqual([])
  })

  it('rejects a malformed body with 422 and the field key', async () => {
    const response = await managers(['gold'])
    expect(response.statusCode).toBe(422)
    expect(Object.keys(response.json().errors)).toEqual(['userGroups.0'])
  })
})

describe('operator edits', () => {
  it('an edited document is served as edited; a malformed one is a clear 500', async () => {
    await saveConfigValue(t.db, 'excluded-promo-stags', { stags: ['12345_x'] })
    expect((await inject(t.app, api.getExcludedPromoStags)).json()).toEqual({
      stags: ['12345_x'],
    })
    await saveConfigValue(t.db, 'excluded-promo-stags', { stags: 'nope' })
    const broken = await inject(t.app, api.getExcludedPromoStags)
    expect(broken.statusCode).toBe(500)
    expect(broken.json()).toEqual({ error: 'INTERNAL', message: 'Config excluded-promo-stags is malformed' })
  })
})

describe('brand hosts', () => {
  it('PUBLIC_HOSTS overrides the seeded list, for project and betting-config alike', async () => {
    const hosts = [
      { host: 'casino.example', kind: 'main', licence: 'CW', bettingHost: 'sports.casino.example' },
      { host: 'casino-ee.example', kind: 'main', licence: 'EE' },
    ]
    const custom = await createTestApp({ config: { publicHosts: JSON.stringify(hosts) } })
    try {
      expect((await inject(custom.app, api.getProject)).json().hosts).toEqual(hosts)
      expect((await inject(custom.app, api.getBettingConfig)).json()).toEqual({
        hosts: { 'casino.example': { url: 'https://sports.casino.example' } },
      })
    } finally {
      await custom.close()
    }
  })

  it('a malformed PUBLIC_HOSTS stops the platform at start', async () => {
    await expect(createTestApp({ config: { publicHosts: '[{"host":"x"}]' } })).rejects.toThrow(/PUBLIC_HOSTS/)
  })
})
