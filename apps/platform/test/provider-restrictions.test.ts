// Provider availability by country (spec 1 §6, spec 2 §5): 'all' blocks everywhere, a list blocks
// the listed countries, bots and the all-providers flag bypass, only the first 20 entries of the
// disabled map count, and a blocked game is refused at launch, not only hidden.

import * as api from '@croupier/contract/api.generated'
import type { GamePage } from '@croupier/contract/catalogue/game'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assertLaunchable, launchable } from '../src/modules/catalogue/catalogue.service.ts'
import { gameProviders, games } from '../src/modules/catalogue/catalogue.tables.ts'
import { findConfigValue, saveConfigValue } from '../src/modules/config/config.repository.ts'
import { inject } from './helpers/call.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { gameParams } from './play-fixtures.ts'

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ catalogue: true })
})
afterAll(() => t.close())

async function providerSlugs(
  headers: Record<string, string> = {},
  query: Record<string, string> = {},
): Promise<string[]> {
  const response = await inject(t.app, api.getGameProviders, { headers, rawQuery: query })
  expect(response.statusCode).toBe(200)
  return (response.json().providers as { slug: string }[]).map((p) => p.slug)
}

async function firstGameId(providerSlug: string): Promise<number> {
  const [row] = await t.db
    .select({ id: games.id })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(eq(gameProviders.slug, providerSlug))
    .limit(1)
  if (!row) throw new Error(`no game of ${providerSlug}`)
  return row.id
}

describe('provider blocks from providers-config', () => {
  it("'all' hides a provider everywhere", async () => {
    expect(await providerSlugs()).not.toContain('betsoft')
    expect(await providerSlugs({ 'x-dev-country': 'DE' })).not.toContain('betsoft')
  })

  it('a country list hides a provider only in those countries, in lists and search too', async () => {
    expect(await providerSlugs({ 'x-dev-country': 'AU' })).not.toContain('netent')
    expect(await providerSlugs({ 'x-dev-country': 'CA' })).toContain('netent')
    const search = await inject(t.app, api.gamesFilter, {
      headers: { 'x-dev-country': 'AU' },
      body: {
        device: 'desktop',
        filter: { categories: { identifiers: ['pokies'], strategy: 'OR' } },
        page_size: 100,
      },
    })
    const providers = new Set((search.json() as GamePage).data.map((g) => g.provider))
    expect(providers.has('netent')).toBe(false)
    expect(providers.has('betsoft')).toBe(false)
  })

  it('bots see every provider', async () => {
    const slugs = await providerSlugs({ 'x-dev-country': 'AU', 'user-agent': GOOGLEBOT })
    expect(slugs).toEqual(expect.arrayContaining(['netent', 'betsoft']))
  })

  it('the all-providers flag (header or query) shows every provider', async () => {
    expect(await providerSlugs({ 'x-dev-country': 'AU', 'x-feature-all-providers': '1' })).toEqual(
      expect.arrayContaining(['netent', 'betsoft']),
    )
    expect(await providerSlugs({ 'x-dev-country': 'AU' }, { all_providers: '1' })).toEqual(
      expect.arrayContaining(['netent', 'betsoft']),
    )
  })

  it('only the first 20 entries of the disabled map count', async () => {
    const saved = await findConfigValue(t.db, 'providers-config')
    // Stored as jsonb, whose key order is shorter keys first: r01…r19, hacksaw (20th), redtiger (21st).
    const filler = Object.fromEntries(
      Array.from({ length: 19 }, (_, i) => [`r${String(i + 1).padStart(2, '0')}`, 'all' as const]),
    )
    await saveConfigValue(t.db, 'providers-config', {
      providers: { ...filler, hacksaw: 'all', redtiger: 'all' },
    })
    try {
      const slugs = await providerSlugs()
      expect(slugs).not.toContain('hacksaw') // entry 20
      expect(slugs).toContain('redtiger') // entry 21: trimmed away
      expect(slugs).toContain('betsoft') // no longer configured
    } finally {
      await saveConfigValue(t.db, 'providers-config', saved)
    }
  })
})

describe('launchable(gameId, country)', () => {
  it('refuses blocked providers, by country, and unknown games', async () => {
    const betsoft = await firstGameId('betsoft')
    const netent = await firstGameId('netent')
    expect(await launchable(t.db, betsoft, 'CA')).toEqual({
      launchable: false,
      reason: 'PROVIDER_RESTRICTED',
    })
    expect(await launchable(t.db, netent, 'AU')).toEqual({ launchable: false, reason: 'PROVIDER_RESTRICTED' })
    expect(await launchable(t.db, netent, 'CA')).toMatchObject({ launchable: true, game: { id: netent } })
    expect(await launchable(t.db, 999_999, 'CA')).toEqual({ launchable: false, reason: 'GAME_NOT_FOUND' })
    await expect(assertLaunchable(t.db, netent, 'AU')).rejects.toMatchObject({
      statusCode: 403,
      code: 'PROVIDER_RESTRICTED',
    })
  })

  it('hides a blocked game from game info too', async () => {
    const [row] = await t.db
      .select({ identifier: games.identifier })
      .from(games)
      .where(eq(games.id, await firstGameId('netent')))
    expect(
      (
        await inject(t.app, api.getGame, {
          params: gameParams(row?.identifier),
          headers: { 'x-dev-country': 'AU' },
        })
      ).statusCode,
    ).toBe(404)
    expect(
      (
        await inject(t.app, api.getGame, {
          params: gameParams(row?.identifier),
          headers: { 'x-dev-country': 'CA' },
        })
      ).statusCode,
    ).toBe(200)
  })
})
