// Games history and played games (issue #4 items 5–7, 15), and the seeded demo player's wallet.
// Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
import * as api from '@croupier/contract/api.generated'
import type { GamesHistoryItem } from '@croupier/contract/play/get-games-history'
import { describe, expect, it } from 'vitest'
import { findAccount, listEntries } from '../src/modules/wallet/ledger.repository.ts'
import { signIn } from './helpers/auth.ts'
import { inject, nameOf } from './helpers/call.ts'
import { fundedPlayer, round, session, setupPlayApp, t } from './helpers/play.ts'
import { SCRATCH, SLOT } from './play-fixtures.ts'

setupPlayApp()

describe('games history', () => {
  it('lists the player’s real and demo rounds newest first, paged; guests get 401', async () => {
    const { cookie } = await fundedPlayer(10_000)
    const real = await session(SCRATCH, 'real', cookie)
    const demo = await session(SLOT, 'demo', cookie)
    const r1 = await round(real.id, { action: 'scratch', bet_cents: 100 }, cookie)
    const r2 = await round(demo.id, { action: 'spin', bet_cents: 50 }, cookie)
    const r3 = await round(real.id, { action: 'scratch', bet_cents: 200 }, cookie)
    const page1 = await inject(t.app, api.getGamesHistory, { query: { page_size: '2' }, cookie })
    expect(page1.statusCode).toBe(200)
    const body = page1.json() as { data: GamesHistoryItem[]; pagination: unknown }
    expect(body.pagination).toEqual({ current_page: 1, next_page: 2, total: 3 })
    expect(body.data.map((i) => i.id)).toEqual([r3.round_id, r2.round_id])
    expect(body.data[0]).toMatchObject({
      mode: 'real',
      currency: 'EUR',
      bet_cents: 200,
      status: 'finished',
      game: { identifier: SCRATCH, kind: 'instant', provider_name: 'Croupier Studios' },
    })
    expect(body.data[1]).toMatchObject({ mode: 'demo', currency: 'FUN', bet_cents: 50 })
    const page2 = (
      await inject(t.app, api.getGamesHistory, { query: { page: '2', page_size: '2' }, cookie })
    ).json()
    expect(page2.data.map((i: GamesHistoryItem) => i.id)).toEqual([r1.round_id])
    expect((await inject(t.app, api.getGamesHistory)).statusCode).toBe(401)
  })

  it(`lists the games a player played, each once, the latest first (${nameOf(api.getPlayedGames)})`, async () => {
    const { cookie } = await fundedPlayer(10_000)
    const scratch = await session(SCRATCH, 'real', cookie)
    const slot = await session(SLOT, 'demo', cookie)
    await round(scratch.id, { action: 'scratch', bet_cents: 100 }, cookie)
    await round(slot.id, { action: 'spin', bet_cents: 50 }, cookie)
    await round(scratch.id, { action: 'scratch', bet_cents: 100 }, cookie)
    const response = await inject(t.app, api.getPlayedGames, { cookie })
    expect(response.statusCode).toBe(200)
    expect((response.json() as { identifier: string }[]).map((game) => game.identifier)).toEqual([
      SCRATCH,
      SLOT,
    ])
    const other = await fundedPlayer(0)
    const theirs = await inject(t.app, api.getPlayedGames, { cookie: other.cookie })
    expect(theirs.json()).toEqual([])
  })
})

describe('seeded demo players', () => {
  it('demo@croupier.local has 500.00 EUR to play with, seeded once through the ledger', async () => {
    const { cookie, player } = await signIn(t.app, 'demo@croupier.local')
    const accounts = (await inject(t.app, api.getAccounts, { cookie })).json()
    expect(accounts).toContainEqual({
      currency: 'EUR',
      amount_cents: 50_000,
      available_to_cashout_cents: 50_000,
      active: true,
    })
    const s = await session(SLOT, 'real', cookie)
    expect(s.balance_cents).toBe(50_000)
    const account = await findAccount(t.db, player.id, 'EUR')
    expect((await listEntries(t.db, account?.id ?? 0)).map((e) => e.idempotencyKey)).toEqual([
      'seed:demo@croupier.local:EUR',
    ])
  })
})
