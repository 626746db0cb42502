// games_filter by title (the in-memory search index) and by providers, on a real database: the
// index answers exactly what a LIKE scan of the table answers, honours provider blocks and
// devices, pages, and sees catalogue writes; the providers filter pages one or more providers in
// lobby order without the blocked ones.

import * as api from '@croupier/contract/api.generated'
import type { GamePage } from '@croupier/contract/catalogue/game'
import { and, arrayContains, asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertMissingCatalogue } from '../src/modules/catalogue/catalogue.repository.ts'
import { SEARCH_INDEX_MAX_AGE_MS, searchIndex } from '../src/modules/catalogue/catalogue.search-index.ts'
import { gameProviders, games } from '../src/modules/catalogue/catalogue.tables.ts'
import { SEARCH_PROVIDER_BLOCKS_MAX_AGE_MS } from '../src/modules/catalogue/search.service.ts'
import type { SeedCatalogue } from '../src/seed/catalogue.ts'
import { inject } from './helpers/call.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ catalogue: true })
})
afterAll(() => t.close())

async function filter(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await inject(t.app, api.gamesFilter, { headers, rawBody: payload })
  expect(response.statusCode).toBe(200)
  return response.json() as GamePage
}

/** The same search as SQL over the table: ids in lobby order. */
async function scan(text: string, device: string): Promise<number[]> {
  const rows = await t.db
    .select({ id: games.id })
    .from(games)
    .where(
      and(
        sql`strpos(lower(${games.title}), ${text.toLowerCase()}) > 0`,
        arrayContains(games.devices, [device]),
      ),
    )
    .orderBy(asc(games.position), asc(games.id))
  return rows.map((r) => r.id)
}

describe('title search', () => {
  it('answers what a scan of the table answers: same games, same order, same total', async () => {
    for (const text of ['book', 'Of The', 'xtr', 'GOLD']) {
      const expected = await scan(text, 'mobile')
      const page = await filter(
        {
          device: 'mobile',
          filter: { title: text },
          page_size: 100,
          // Canada blocks only betsoft ('all'): compare with a bot, who sees every provider.
        },
        { 'user-agent': GOOGLEBOT },
      )
      expect(page.pagination.total).toBe(expected.length)
      expect(page.data.map((g) => g.id)).toEqual(expected.slice(0, 100))
    }
  })

  it('pages to the end without repeating a game', async () => {
    const seen = new Set<number>()
    let pageNumber: number | null = 1
    let total = 0
    while (pageNumber !== null) {
      const page: GamePage = await filter({ device: 'desktop', filter: { title: 'gold' }, page: pageNumber })
      for (const game of page.data) seen.add(game.id)
      total = page.pagination.total
      pageNumber = page.pagination.next_page
    }
    expect(total).toBeGreaterThan(40)
    expect(seen.size).toBe(total)
  })

  it('matches % and _ literally and answers an empty page for nonsense', async () => {
    for (const text of ['%', '_', 'zzqqzz']) {
      const page = await filter({ device: 'desktop', filter: { title: text } })
      expect(page).toEqual({ data: [], pagination: { current_page: 1, next_page: null, total: 0 } })
    }
  })

  it('leaves out providers blocked in the visitor’s country, and applies an operator edit within a second', async () => {
    const { providers } = await inject(t.app, api.getGameProviders).then((r) => r.json())
    const slug = (providers as { slug: string }[])[0]?.slug
    if (!slug) throw new Error('no visible provider')
    const [one] = await t.db
      .select({ title: games.title })
      .from(games)
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .where(eq(gameProviders.slug, slug))
      .limit(1)
    const title = one?.title ?? ''
    const before = await filter({ device: 'desktop', filter: { title } })
    expect(before.data.some((g) => g.provider === slug)).toBe(true)
    const { saveConfigValue, findConfigValue } = await import('../src/modules/config/config.repository.ts')
    const stored = (await findConfigValue(t.db, 'providers-config')) as { providers: Record<string, unknown> }
    await saveConfigValue(t.db, 'providers-config', { providers: { ...stored.providers, [slug]: ['CA'] } })
    await new Promise((resolve) => setTimeout(resolve, SEARCH_PROVIDER_BLOCKS_MAX_AGE_MS + 50))
    try {
      const after = await filter({ device: 'desktop', filter: { title } })
      expect(after.data.some((g) => g.provider === slug)).toBe(false)
      const abroad = await filter({ device: 'desktop', filter: { title } }, { 'x-dev-country': 'DE' })
      expect(abroad.data.some((g) => g.provider === slug)).toBe(true)
    } finally {
      await saveConfigValue(t.db, 'providers-config', stored)
      await new Promise((resolve) => setTimeout(resolve, SEARCH_PROVIDER_BLOCKS_MAX_AGE_MS + 50))
    }
  })

  it('finds a game added through the catalogue writer at the next search', async () => {
    const [provider] = await t.db.select().from(gameProviders).limit(1)
    if (!provider) throw new Error('no provider')
    const catalogue: SeedCatalogue = {
      providers: [],
      categories: [],
      games: [
        {
          identifier: `${provider.slug}/quokka-quest-search-test`,
          providerSlug: provider.slug,
          slug: 'quokka-quest-search-test',
          title: 'Quokka Quest Search Test',
          seoTitle: 'quokka-quest-search-test',
          categories: ['pokies'],
          badges: [],
          hasDemoMode: true,
          devices: ['desktop', 'mobile'],
          currencies: { FUN: { id: 1 } },
          kind: 'slot',
          theme: 'forest',
          minBetCents: 10,
          maxBetCents: 1000,
          rtpBasisPoints: 9600,
          position: 99_999,
        },
      ],
    }
    expect((await filter({ device: 'desktop', filter: { title: 'quokka quest search' } })).data).toEqual([])
    await insertMissingCatalogue(t.db, catalogue)
    const page = await filter({ device: 'desktop', filter: { title: 'quokka quest search' } })
    expect(page.data.map((g) => g.identifier)).toEqual([`${provider.slug}/quokka-quest-search-test`])
  })

  it.runIf(process.env.TEST_DATABASE_URL)(
    'on PostgreSQL, sees a write made outside the process once the index is older than its age limit',
    async () => {
      const [row] = await t.db.select({ id: games.id, title: games.title }).from(games).limit(1)
      if (!row) throw new Error('no game')
      const now = Date.now()
      await searchIndex(t.db, now)
      await t.db.update(games).set({ title: 'Platypus Outside Write' }).where(eq(games.id, row.id))
      try {
        const later = now + SEARCH_INDEX_MAX_AGE_MS + 1
        const hasNewTitle = async () =>
          (await searchIndex(t.db, later)).entries.some((e) => e.lowerTitle === 'platypus outside write')
        // The first call past the age limit answers from the old index and starts the rebuild.
        expect(await hasNewTitle()).toBe(false)
        await expect.poll(hasNewTitle).toBe(true)
      } finally {
        await t.db.update(games).set({ title: row.title }).where(eq(games.id, row.id))
      }
    },
  )
})

describe('providers filter', () => {
  async function providerOf(slug: string) {
    const [row] = await t.db.select().from(gameProviders).where(eq(gameProviders.slug, slug))
    if (!row) throw new Error(`no provider ${slug}`)
    return row
  }

  it('pages the games of the given providers in lobby order', async () => {
    const netent = await providerOf('netent')
    const expected = await t.db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.providerId, netent.id), arrayContains(games.devices, ['desktop'])))
      .orderBy(asc(games.position), asc(games.id))
    const first = await filter({ device: 'desktop', filter: { providers: ['netent'] }, page_size: 10 })
    expect(first.pagination).toEqual({ current_page: 1, next_page: 2, total: expected.length })
    expect(first.data.map((g) => g.id)).toEqual(expected.slice(0, 10).map((r) => r.id))
    const second = await filter({
      device: 'desktop',
      filter: { providers: ['netent'] },
      page: 2,
      page_size: 10,
    })
    expect(second.data.map((g) => g.id)).toEqual(expected.slice(10, 20).map((r) => r.id))
  })

  it('joins several providers and ignores unknown slugs', async () => {
    const page = await filter({
      device: 'desktop',
      filter: { providers: ['netent', 'evolution', 'no-such-provider'] },
      page_size: 100,
    })
    expect(new Set(page.data.map((g) => g.provider))).toEqual(new Set(['netent', 'evolution']))
    const none = await filter({ device: 'desktop', filter: { providers: ['no-such-provider'] } })
    expect(none).toEqual({ data: [], pagination: { current_page: 1, next_page: null, total: 0 } })
  })

  it('leaves out blocked providers unless the visitor may see every provider', async () => {
    // Seeded providers-config: betsoft 'all', netent blocked in AU, pragmaticplay not.
    expect((await filter({ device: 'desktop', filter: { providers: ['betsoft'] } })).pagination.total).toBe(0)
    const inAustralia = await filter(
      { device: 'desktop', filter: { providers: ['netent', 'pragmaticplay'] }, page_size: 100 },
      { 'x-dev-country': 'AU' },
    )
    expect(inAustralia.data.length).toBeGreaterThan(0)
    expect(inAustralia.data.some((g) => g.provider === 'netent')).toBe(false)
    const flagged = await filter(
      { device: 'desktop', filter: { providers: ['betsoft'] } },
      { 'x-feature-all-providers': '1' },
    )
    expect(flagged.pagination.total).toBeGreaterThan(0)
  })

  it('refuses more than 20 providers with 422', async () => {
    const response = await inject(t.app, api.gamesFilter, {
      body: { device: 'desktop', filter: { providers: Array.from({ length: 21 }, (_, i) => `p${i}`) } },
    })
    expect(response.statusCode).toBe(422)
  })
})
