// Games of each engine kind for the play tests, inserted directly (the 10,000-game catalogue takes
// seconds to seed): a provider the seeded providers-config leaves alone, and betsoft, which it blocks
// everywhere.
import * as api from '@croupier/contract/api.generated'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../src/db/client.ts'
import { gameProviders, games } from '../src/modules/catalogue/catalogue.tables.ts'
import { inject } from './helpers/call.ts'

export interface FixtureGame {
  identifier: string
  kind: 'slot' | 'roulette' | 'blackjack' | 'instant'
}

const ALL_CURRENCIES = { EUR: { id: 1 }, USD: { id: 2 }, BTC: { id: 3 }, FUN: { id: 9 } }

export async function insertPlayGames(db: Database) {
  const [open, blocked] = await db
    .insert(gameProviders)
    .values([
      { slug: 'croupier', name: 'Croupier Studios', position: 0 },
      { slug: 'betsoft', name: 'Betsoft', position: 1 },
    ])
    .returning()
  if (!open || !blocked) throw new Error('providers not inserted')
  const base = {
    providerId: open.id,
    categories: ['pokies'],
    badges: [],
    hasDemoMode: true,
    devices: ['desktop', 'mobile'],
    currencies: ALL_CURRENCIES,
    theme: 'fruit',
    position: 0,
  }
  const row = (slug: string, kind: FixtureGame['kind'], extra: Partial<typeof games.$inferInsert> = {}) => ({
    ...base,
    identifier: `croupier/${slug}`,
    slug,
    title: slug.replace(/-/g, ' '),
    seoTitle: slug,
    kind,
    minBetCents: 10,
    maxBetCents: 10_000,
    rtpBasisPoints: 9_600,
    ...extra,
  })
  await db.insert(games).values([
    row('fruit-slot', 'slot'),
    row('euro-roulette', 'roulette', { minBetCents: 100, maxBetCents: 500_000, rtpBasisPoints: 9_730 }),
    row('classic-blackjack', 'blackjack', {
      minBetCents: 100,
      maxBetCents: 250_000,
      rtpBasisPoints: 9_950,
    }),
    row('lucky-scratch', 'instant', { rtpBasisPoints: 9_800 }),
    row('no-demo-slot', 'slot', { hasDemoMode: false, currencies: { EUR: { id: 1 } } }),
    row('eur-only-slot', 'slot', { currencies: { EUR: { id: 1 }, FUN: { id: 9 } } }),
    { ...row('blocked-slot', 'slot'), identifier: 'betsoft/blocked-slot', providerId: blocked.id },
  ])
}

export const SLOT = 'croupier/fruit-slot'
export const ROULETTE = 'croupier/euro-roulette'
export const BLACKJACK = 'croupier/classic-blackjack'
export const SCRATCH = 'croupier/lucky-scratch'
export const NO_DEMO = 'croupier/no-demo-slot'
export const EUR_ONLY = 'croupier/eur-only-slot'
export const BLOCKED = 'betsoft/blocked-slot'

let keys = 0
/** A fresh idempotency key. */
export function key(prefix = 'round'): string {
  keys += 1
  return `${prefix}-${Date.now().toString(36)}-${keys}`
}

export function launch(app: FastifyInstance, game: string, mode: 'real' | 'demo', cookie?: string) {
  return inject(app, api.launchGame, { cookie, body: { game, mode } })
}

export function playRound(
  app: FastifyInstance,
  sessionId: string,
  body: Record<string, unknown>,
  cookie?: string,
) {
  return inject(app, api.playRound, {
    params: { id: sessionId },
    cookie,
    rawBody: { idempotency_key: key(), ...body },
  })
}

/** Path params of GET /api/games/:provider/:slug for a game identifier `provider/slug`. */
export function gameParams(identifier: string | undefined) {
  const [provider = '', ...slug] = String(identifier).split('/')
  return { provider, slug: slug.join('/') }
}
