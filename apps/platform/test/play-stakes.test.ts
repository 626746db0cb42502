// A game's stakes in the player's currency (issue 9 item 18): the catalogue's stake range is in
// EUR; a session in another currency offers it at the seeded exchange rates, starts at the
// minimum stake and refuses a spin below it. Runs on PGlite and on PostgreSQL.
import type { GameSession } from '@croupier/contract/play/game-session'
import { CURRENCIES } from '@croupier/rules/currency'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gameProviders, games } from '../src/modules/catalogue/catalogue.tables.ts'
import { postTransaction } from '../src/modules/wallet/ledger.repository.ts'
import { register } from './helpers/auth.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { insertPlayGames, launch, playRound } from './play-fixtures.ts'

const GAME = 'croupier/pharaoh-stakes'
const ENABLED = CURRENCIES.filter((c) => c.enabled).map((c) => c.code)

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimitPerMinute: 1000 } })
  await insertPlayGames(t.db)
  const [provider] = await t.db.select().from(gameProviders).where(eq(gameProviders.slug, 'croupier'))
  if (!provider) throw new Error('no fixture provider')
  // The slot: €0.39 to €441.97, playable in every enabled currency.
  await t.db.insert(games).values({
    identifier: GAME,
    slug: 'pharaoh-stakes',
    title: 'Pharaoh Stakes',
    seoTitle: 'pharaoh-stakes',
    providerId: provider.id,
    categories: ['pokies'],
    badges: [],
    hasDemoMode: true,
    devices: ['desktop', 'mobile'],
    currencies: Object.fromEntries([...ENABLED, 'FUN'].map((code, i) => [code, { id: 500 + i }])),
    theme: 'egypt',
    position: 0,
    kind: 'slot',
    minBetCents: 39,
    maxBetCents: 44_197,
    rtpBasisPoints: 9_600,
  })
})
afterAll(() => t.close())

// €0.39 and €441.97 at the seeded rates (apps/platform/src/seed/crypto-rates.ts), the minimum
// rounded up and the maximum down to two significant digits when the conversion is not exact.
const STAKES: [currency: string, min: number, max: number][] = [
  ['EUR', 39, 44_197],
  ['USD', 43, 47_000],
  ['CAD', 60, 66_000],
  ['AUD', 66, 73_000],
  ['NZD', 73, 81_000],
  ['NOK', 470, 530_000],
  ['BRL', 250, 270_000],
  ['JPY', 66, 73_000],
  ['BTC', 440, 490_000],
  ['ETH', 130_000, 140_000_000],
  ['BCH', 94_000, 100_000_000],
  ['LTC', 440_000, 480_000_000],
  ['DOG', 120_000_000, 120_000_000_000],
  ['USDT', 430_000, 470_000_000],
]

describe('stakes in the player’s currency', () => {
  it('covers every enabled currency', () => {
    expect(STAKES.map(([code]) => code).sort()).toEqual([...ENABLED].sort())
  })

  it.each(STAKES)(
    '%s: starts at the minimum stake %i (max %i) and refuses a spin below it',
    async (currency, min, max) => {
      const { player, cookie } = await register(t.app, { currency })
      await postTransaction(t.db, {
        playerId: player.id,
        currency,
        amountCents: max * 2,
        kind: 'adjustment',
        idempotencyKey: 'fund',
      })
      const launched = await launch(t.app, GAME, 'real', cookie)
      expect(launched.statusCode, launched.body).toBe(201)
      const session = launched.json() as GameSession
      expect(session).toMatchObject({
        currency,
        min_bet_cents: min,
        max_bet_cents: max,
        default_bet_cents: min,
      })
      expect(session.bet_steps_cents[0]).toBe(min)
      expect(session.bet_steps_cents.at(-1)).toBe(max)

      const below = await playRound(t.app, session.id, { action: 'spin', bet_cents: min - 1 }, cookie)
      expect(below.statusCode).toBe(422)
      expect(below.json()).toEqual({ errors: { bet_cents: ['VALIDATION.MIN_VALUE'] } })
      const above = await playRound(t.app, session.id, { action: 'spin', bet_cents: max + 1 }, cookie)
      expect(above.json()).toEqual({ errors: { bet_cents: ['VALIDATION.MAX_VALUE'] } })
      const atMin = await playRound(t.app, session.id, { action: 'spin', bet_cents: min }, cookie)
      expect(atMin.statusCode, atMin.body).toBe(200)
    },
  )

  it('a demo session plays the catalogue’s numbers in FUN', async () => {
    const demo = (await launch(t.app, GAME, 'demo')).json() as GameSession
    expect(demo).toMatchObject({
      currency: 'FUN',
      min_bet_cents: 39,
      max_bet_cents: 44_197,
      default_bet_cents: 39,
    })
  })
})
