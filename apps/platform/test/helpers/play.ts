// Shared setup of the play test files: one app per file with the play fixtures, launched
// sessions, rounds that must succeed, funded players and open blackjack hands.
import type { GameSession, RoundResult } from '@croupier/contract/play/game-session'
import { afterAll, beforeAll, expect } from 'vitest'
import { findAccount } from '../../src/modules/wallet/ledger.repository.ts'
import { insertPlayGames, launch, playRound } from '../play-fixtures.ts'
import { fundedPlayer as fundedPlayerOf } from './players.ts'
import { createTestApp, type TestApp } from './test-app.ts'

export let t: TestApp

/** Builds this file's app with the play fixtures in beforeAll and closes it in afterAll. */
export function setupPlayApp() {
  beforeAll(async () => {
    t = await createTestApp()
    await insertPlayGames(t.db)
  })
  afterAll(() => t.close())
}

export async function session(game: string, mode: 'real' | 'demo', cookie?: string): Promise<GameSession> {
  const response = await launch(t.app, game, mode, cookie)
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as GameSession
}

export async function round(
  id: string,
  body: Record<string, unknown>,
  cookie?: string,
): Promise<RoundResult> {
  const response = await playRound(t.app, id, body, cookie)
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as RoundResult
}

/** A fresh player with `cents` on the wallet. */
export const fundedPlayer = (cents: number, currency = 'EUR') => fundedPlayerOf(t, cents, currency)

export async function eurBalance(playerId: number): Promise<number | undefined> {
  return (await findAccount(t.db, playerId, 'EUR'))?.amountCents
}

/** Deals until a hand stays open (a dealt blackjack settles at once). */
export async function openHand(id: string, bet: number, cookie?: string): Promise<RoundResult> {
  for (let i = 0; i < 20; i++) {
    const dealt = await round(id, { action: 'deal', bet_cents: bet }, cookie)
    if (dealt.status === 'in_progress') return dealt
  }
  throw new Error('no open hand in 20 deals')
}
