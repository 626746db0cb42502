// Jackpot pools (spec 2 §3 Jackpot, §2.5 tile jackpot amount): seeded pools per currency, games of
// the jackpots category linked to one, the amount a tile shows in the viewer's currency, and real
// stakes feeding the pools exactly once (replays and demo rounds add nothing).

import * as api from '@croupier/contract/api.generated'
import type { Game } from '@croupier/contract/catalogue/game'
import type { Jackpot } from '@croupier/contract/catalogue/get-jackpots'
import { JACKPOT_CURRENCIES, JACKPOT_LEVELS } from '@croupier/rules/jackpots'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { games } from '../src/modules/catalogue/catalogue.tables.ts'
import { linkUnlinkedGames } from '../src/modules/jackpots/jackpots.repository.ts'
import { findAccount } from '../src/modules/wallet/ledger.repository.ts'
import {
  JACKPOT_CATEGORY,
  JACKPOT_IDENTIFIERS,
  SEED_CONTRIBUTION_BASIS_POINTS,
} from '../src/seed/jackpots.ts'
import { register } from './helpers/auth.ts'
import { inject } from './helpers/call.ts'
import { fundedPlayer as fundedPlayerOf } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { gameParams, insertPlayGames, key, launch, playRound, SLOT } from './play-fixtures.ts'

let t: TestApp
let jackpotOfSlot: string
beforeAll(async () => {
  t = await createTestApp()
  await insertPlayGames(t.db)
  // The fruit slot joins the jackpots category; the seed's link step picks its jackpot.
  await t.db
    .update(games)
    .set({ categories: ['pokies', JACKPOT_CATEGORY] })
    .where(eq(games.identifier, SLOT))
  await linkUnlinkedGames(t.db, JACKPOT_CATEGORY, JACKPOT_IDENTIFIERS)
  const [row] = await t.db.select().from(games).where(eq(games.identifier, SLOT))
  jackpotOfSlot = row?.jackpotIdentifier ?? ''
})
afterAll(() => t.close())

async function pools(): Promise<Jackpot[]> {
  const response = await inject(t.app, api.getJackpots)
  expect(response.statusCode, response.body).toBe(200)
  return (response.json() as { jackpots: Jackpot[] }).jackpots
}

function total(jackpot: Jackpot | undefined): number {
  return (jackpot?.levels ?? []).reduce((sum, level) => sum + level.amount_cents, 0)
}

async function poolOf(identifier: string, currency: string): Promise<Jackpot | undefined> {
  return (await pools()).find((j) => j.identifier === identifier && j.currency === currency)
}

const fundedPlayer = (cents: number) => fundedPlayerOf(t, cents)

describe('seeded pools', () => {
  it('has three levels per jackpot in every jackpot currency, as real rows', async () => {
    const all = await pools()
    expect(all).toHaveLength(JACKPOT_IDENTIFIERS.length * JACKPOT_CURRENCIES.length)
    for (const jackpot of all) {
      expect(jackpot.levels.map((l) => l.identifier)).toEqual([...JACKPOT_LEVELS])
      expect(total(jackpot)).toBeGreaterThan(0)
    }
    expect(JACKPOT_IDENTIFIERS).toContain(jackpotOfSlot)
  })
})

describe('tile amount', () => {
  it('shows a jackpot game’s pools in the viewer’s currency; other games show none', async () => {
    const info = (headers: Record<string, string>) =>
      inject(t.app, api.getGame, { params: gameParams(SLOT), headers }).then((r) => r.json() as Game)
    const fromCanada = await info({})
    expect(fromCanada.jackpot).toEqual({
      identifier: jackpotOfSlot,
      currency: 'CAD',
      amount_cents: total(await poolOf(jackpotOfSlot, 'CAD')),
    })
    const fromGermany = await info({ 'x-dev-country': 'DE' })
    expect(fromGermany.jackpot?.currency).toBe('EUR')
    expect(fromGermany.jackpot?.amount_cents).toBe(total(await poolOf(jackpotOfSlot, 'EUR')))

    const { cookie } = await register(t.app, { currency: 'USD' })
    const signedIn = await inject(t.app, api.gamesFilter, {
      cookie,
      body: { device: 'desktop', filter: { categories: { identifiers: ['pokies'], strategy: 'OR' } } },
    })
    const data = (signedIn.json() as { data: Game[] }).data
    expect(data.find((g) => g.identifier === SLOT)?.jackpot?.currency).toBe('USD')
    for (const game of data.filter((g) => g.identifier !== SLOT)) expect(game.jackpot).toBeNull()
  })
})

describe('contributions', () => {
  it('a real stake raises each level by its share exactly once; a replayed key adds nothing', async () => {
    const { playerId, cookie } = await fundedPlayer(100_000)
    const before = await poolOf(jackpotOfSlot, 'EUR')
    const otherCurrency = total(await poolOf(jackpotOfSlot, 'CAD'))
    const session = (await launch(t.app, SLOT, 'real', cookie)).json() as { id: string }
    const body = { action: 'spin', bet_cents: 1_000, idempotency_key: key() }
    const first = await playRound(t.app, session.id, body, cookie)
    expect(first.statusCode, first.body).toBe(200)
    const replay = await playRound(t.app, session.id, body, cookie)
    expect(replay.json()).toEqual(first.json())

    const share = Math.floor((1_000 * SEED_CONTRIBUTION_BASIS_POINTS) / 10_000)
    const after = await poolOf(jackpotOfSlot, 'EUR')
    for (const [i, level] of (after?.levels ?? []).entries())
      expect(level.amount_cents).toBe((before?.levels[i]?.amount_cents ?? 0) + share)
    expect(total(await poolOf(jackpotOfSlot, 'CAD'))).toBe(otherCurrency)
    // The player paid the stake only: the contribution is the operator's.
    const win = (first.json() as { win_cents: number }).win_cents
    expect((await findAccount(t.db, playerId, 'EUR'))?.amountCents).toBe(100_000 - 1_000 + win)
  })

  it('demo rounds and games without a jackpot add nothing', async () => {
    const before = await pools()
    const demo = (await launch(t.app, SLOT, 'demo')).json() as { id: string }
    expect((await playRound(t.app, demo.id, { action: 'spin', bet_cents: 1_000 })).statusCode).toBe(200)
    const { cookie } = await fundedPlayer(100_000)
    const plain = (await launch(t.app, 'croupier/lucky-scratch', 'real', cookie)).json() as { id: string }
    const scratch = await playRound(t.app, plain.id, { action: 'scratch', bet_cents: 1_000 }, cookie)
    expect(scratch.statusCode, scratch.body).toBe(200)
    expect(await pools()).toEqual(before)
  })
})
