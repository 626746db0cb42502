// Comp points and the Rocket Mart in platform tests (issue #13): the dev credit, the player's calls,
// the seeded cards, and the rows a refusal must leave untouched.
import * as api from '@croupier/contract/api.generated'
import type { ShopCard } from '@croupier/contract/loyalty/comp-points'
import type { ExchangeCompPointsBody } from '@croupier/contract/loyalty/exchange-comp-points'
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { playerBonuses, playerFreeSpins } from '../../src/modules/bonuses/bonuses.tables.ts'
import { gameProviders, games } from '../../src/modules/catalogue/catalogue.tables.ts'
import {
  compPointAccounts,
  compPointEntries,
  shopCards,
  shopExchanges,
} from '../../src/modules/loyalty/loyalty.tables.ts'
import { accounts, ledgerEntries } from '../../src/modules/wallet/wallet.tables.ts'
import { inject } from './call.ts'
import type { TestApp } from './test-app.ts'

/**
 * Credits `points` through POST /api/dev/comp-points, spendable only by default (lifetime points
 * would reach VIP levels, whose gifts add points of their own).
 */
export async function creditPoints(t: TestApp, playerId: number, points: number, persistent = false) {
  const response = await inject(t.app, api.creditCompPoints, {
    body: { player_id: playerId, points, persistent },
  })
  expect(response.statusCode, response.body).toBe(200)
}

export async function compPoints(t: TestApp, cookie: string) {
  const response = await inject(t.app, api.getCompPoints, { cookie })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as { chargeable: { points: number }; persistent: { points: number } }
}

export async function listCards(t: TestApp, currency?: string, locale = 'en'): Promise<ShopCard[]> {
  const response = await inject(t.app, api.getShopCards, {
    ...(currency ? { query: { currency } } : {}),
    headers: { 'accept-language': locale },
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as ShopCard[]
}

/** The seeded card row of natural key `key`. */
export async function cardRow(t: TestApp, key: string) {
  const [row] = await t.db.select().from(shopCards).where(eq(shopCards.key, key))
  if (!row) throw new Error(`card ${key} not seeded`)
  return row
}

let keys = 0
/** The body that buys `quantity` of `card` in `currency` at its price. */
export function exchangeBody(
  card: Awaited<ReturnType<typeof cardRow>>,
  quantity = 1,
  currency = 'EUR',
): ExchangeCompPointsBody {
  keys += 1
  const rate = card.rates.find((candidate) => candidate.currency === currency)
  return {
    card_id: String(card.id),
    quantity,
    points: (rate?.points ?? 0) * quantity,
    group: card.groupKey,
    currency,
    idempotency_key: `exchange-${Date.now().toString(36)}-${keys}`,
  }
}

export function exchange(t: TestApp, cookie: string, body: ExchangeCompPointsBody | Record<string, unknown>) {
  return inject(t.app, api.exchangeCompPoints, { cookie, rawBody: body })
}

/** What an exchange may write, for "a refusal writes nothing". */
export async function writes(t: TestApp, playerId: number) {
  const [account] = await t.db
    .select()
    .from(compPointAccounts)
    .where(eq(compPointAccounts.playerId, playerId))
  return {
    chargeable: account?.chargeable ?? 0,
    entries: (await t.db.select().from(compPointEntries).where(eq(compPointEntries.playerId, playerId)))
      .length,
    exchanges: (await t.db.select().from(shopExchanges).where(eq(shopExchanges.playerId, playerId))).length,
    ledger: (await ledgerOf(t, playerId)).length,
    bonuses: (await t.db.select().from(playerBonuses).where(eq(playerBonuses.playerId, playerId))).length,
    freespins: (await t.db.select().from(playerFreeSpins).where(eq(playerFreeSpins.playerId, playerId)))
      .length,
    stock: (await t.db.select({ key: shopCards.key, stock: shopCards.stock }).from(shopCards)).sort((a, b) =>
      a.key.localeCompare(b.key),
    ),
  }
}

export async function entriesOf(t: TestApp, playerId: number) {
  return t.db.select().from(compPointEntries).where(eq(compPointEntries.playerId, playerId))
}

/** The seed's free-spin slots (the test catalogue has none), so free-spin cards can issue. */
export async function insertFreeSpinGames(t: TestApp) {
  const [provider] = await t.db
    .insert(gameProviders)
    .values({ slug: 'playngo', name: "Play'n GO", position: 9 })
    .onConflictDoNothing()
    .returning()
  if (!provider) return
  const row = (slug: string) => ({
    providerId: provider.id,
    identifier: `playngo/${slug}`,
    slug,
    title: slug,
    seoTitle: slug,
    kind: 'slot' as const,
    categories: ['pokies'],
    badges: [],
    hasDemoMode: true,
    devices: ['desktop', 'mobile'],
    currencies: { EUR: { id: 1 }, FUN: { id: 9 } },
    theme: 'fruit',
    position: 0,
    minBetCents: 10,
    maxBetCents: 10_000,
    rtpBasisPoints: 9_600,
  })
  await t.db.insert(games).values([row('tomb-of-the-pharaoh-ii'), row('dragon-garden-1000')])
}

/** The player's ledger postings, oldest first. */
export async function ledgerOf(t: TestApp, playerId: number) {
  const rows = await t.db
    .select({ entry: ledgerEntries })
    .from(ledgerEntries)
    .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .where(eq(accounts.playerId, playerId))
  return rows.map((row) => row.entry).sort((a, b) => a.id - b.id)
}
