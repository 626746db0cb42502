// GET /api/jackpot_wins (spec 2 §3 "Jackpot win", §7) and GET /api/jackpots/{identifier} (a mystic
// jackpot's page, ADR 041): a fresh install lists the seed's demo wins, latest or biggest first, with
// masked names; a bad query is a 422, never a 500; a mystic jackpot shows its ceilings and games.
import * as api from '@croupier/contract/api.generated'
import type { JackpotDetail } from '@croupier/contract/jackpots/get-jackpot'
import type { JackpotWin } from '@croupier/contract/jackpots/jackpot-win'
import { JACKPOT_CURRENCIES, JACKPOT_LEVELS } from '@croupier/rules/jackpots'
import { toEurCents } from '@croupier/rules/promotions'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { games } from '../src/modules/catalogue/catalogue.tables.ts'
import { contributeStakes } from '../src/modules/jackpots/jackpots.contribute.ts'
import { MYSTIC_JACKPOT_IDENTIFIERS } from '../src/seed/jackpots.ts'
import { inject } from './helpers/call.ts'
import { fundedPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { insertPlayGames, SLOT } from './play-fixtures.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await insertPlayGames(t.db)
})
afterAll(() => t.close())

async function wins(query: Record<string, string | number> = {}): Promise<JackpotWin[]> {
  const response = await inject(t.app, api.getJackpotWins, { query })
  expect(response.statusCode, response.body).toBe(200)
  return (response.json() as { wins: JackpotWin[] }).wins
}

describe('GET /api/jackpot_wins', () => {
  it('lists the seed’s demo wins on a fresh install, latest first, names masked', async () => {
    const latest = await wins()
    expect(latest.length).toBeGreaterThanOrEqual(5)
    const times = latest.map((w) => Date.parse(w.created_at))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    for (const win of latest) {
      expect(win.user_name).toMatch(/^.{1,6}\*\*\*$/u)
      expect(win.jackpot_original_currency).toBe(win.currency)
      expect(win.proof).toBeNull()
    }
    expect(latest.map((w) => w.user_name)).toContain('DemoPl***')
  })

  it('orders biggest by the amount in EUR, then newest', async () => {
    const biggest = await wins({ order: 'biggest' })
    const eur = biggest.map((w) => toEurCents(w.amount_cents, w.currency) ?? 0)
    expect(eur).toEqual([...eur].sort((a, b) => b - a))
    expect(biggest[0]?.jackpot.identifier).toBe('major')
  })

  it('limits and filters by jackpot', async () => {
    expect(await wins({ limit: 2 })).toHaveLength(2)
    const dragon = await wins({ jackpot: 'mystic-dragon' })
    expect(dragon.length).toBeGreaterThan(0)
    for (const win of dragon)
      expect(win.jackpot).toEqual({ identifier: 'mystic-dragon', title: 'Mystic Dragon' })
  })

  it('a real win is listed first with its game, amount and proof', async () => {
    const { playerId } = await fundedPlayer(t, 0)
    const [slot] = await t.db
      .update(games)
      .set({ jackpotIdentifier: 'mini' })
      .where(eq(games.identifier, SLOT))
      .returning()
    const mini = (
      await inject(t.app, api.getJackpot, { params: { identifier: 'mini' } })
    ).json() as JackpotDetail
    const level = mini.pools.find((p) => p.currency === 'EUR')?.levels[0]
    if (!slot || !level) throw new Error('setup')
    const response = await inject(t.app, api.dropJackpotNext, { params: { level_id: level.id } })
    expect(response.statusCode, response.body).toBe(200)
    const stake = { playerId, gameId: slot.id, currency: 'EUR', stakeCents: 1_000 }
    await t.db.transaction((tx) => contributeStakes(tx, [stake], new Date()))
    const [latest] = await wins()
    expect(latest).toMatchObject({
      currency: 'EUR',
      jackpot_level_name: level.name,
      game: { identifier: SLOT },
      jackpot: { identifier: 'mini', title: 'Mini' },
      amount_cents: level.amount_cents + 5,
    })
    expect(latest?.proof?.drop_point_cents).toBe(level.amount_cents)
  })

  it.each([
    [{ order: 'newest' }, 'order'],
    [{ limit: 0 }, 'limit'],
    [{ limit: 'many' }, 'limit'],
    [{ limit: 51 }, 'limit'],
  ])('answers %j with 422 on %s, never a 500', async (query, field) => {
    const response = await inject(t.app, api.getJackpotWins, { rawQuery: query } as never)
    expect(response.statusCode, response.body).toBe(422)
    expect(Object.keys((response.json() as { errors: Record<string, string[]> }).errors)).toContain(field)
  })
})

describe('GET /api/jackpots/{identifier}', () => {
  it('shows a mystic jackpot in every currency with a ceiling per level and the cycle’s committed hash', async () => {
    for (const identifier of MYSTIC_JACKPOT_IDENTIFIERS) {
      const response = await inject(t.app, api.getJackpot, { params: { identifier } })
      expect(response.statusCode, response.body).toBe(200)
      const detail = response.json() as JackpotDetail
      expect(detail.mystic).toBe(true)
      expect(detail.pools.map((p) => p.currency).sort()).toEqual([...JACKPOT_CURRENCIES].sort())
      for (const pool of detail.pools) {
        expect(pool.levels.map((l) => l.identifier)).toEqual([...JACKPOT_LEVELS])
        for (const level of pool.levels) {
          expect(level.amount_cents).toBeLessThanOrEqual(level.ceiling_cents)
          expect(level.ceiling_cents).toBeGreaterThan(level.seed_cents)
          expect(level.server_seed_hash).toMatch(/^[0-9a-f]{64}$/)
        }
      }
    }
  })

  it('answers 404 for an unknown jackpot', async () => {
    const response = await inject(t.app, api.getJackpot, { params: { identifier: 'no-such-jackpot' } })
    expect(response.statusCode).toBe(404)
  })
})
