// Real rounds (issue #4 items 5–7, 15): ledger postings, idempotent rounds, rollback, parallel
// spins, blackjack state kept server-side, the balance realtime event. Runs on PGlite and PostgreSQL.
import * as api from '@croupier/contract/api.generated'
import type { RoundResult } from '@croupier/contract/play/game-session'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { gameRounds } from '../src/modules/catalogue/catalogue.tables.ts'
import { findAccount, listEntries } from '../src/modules/wallet/ledger.repository.ts'
import { inject } from './helpers/call.ts'
import { eurBalance, fundedPlayer, openHand, round, session, setupPlayApp, t } from './helpers/play.ts'
import { BLACKJACK, key, playRound, SCRATCH, SLOT } from './play-fixtures.ts'

setupPlayApp()

describe('real rounds', () => {
  it('a spin debits the bet and credits the win as two ledger postings, and publishes the balance', async () => {
    const { playerId, cookie } = await fundedPlayer(10_000)
    const s = await session(SLOT, 'real', cookie)
    const publish = vi.spyOn(t.app.realtime, 'publishToPlayer')
    try {
      const spin = await round(s.id, { action: 'spin', bet_cents: 200 }, cookie)
      expect(spin.currency).toBe('EUR')
      expect(spin.balance_cents).toBe(10_000 - 200 + spin.win_cents)
      expect(await eurBalance(playerId)).toBe(spin.balance_cents)
      expect(publish).toHaveBeenCalledWith(String(playerId), 'balance', {
        currency: 'EUR',
        amount_cents: spin.balance_cents,
        available_to_cashout_cents: spin.balance_cents,
        active: true,
      })
      const account = await findAccount(t.db, playerId, 'EUR')
      const entries = await listEntries(t.db, account?.id ?? 0)
      const roundEntries = entries.filter((e) => e.reference === `round:${spin.round_id}`)
      expect(roundEntries.map((e) => [e.kind, e.amountCents])).toEqual(
        spin.win_cents > 0
          ? [
              ['bet', -200],
              ['win', spin.win_cents],
            ]
          : [['bet', -200]],
      )
    } finally {
      publish.mockRestore()
    }
  })

  it('a replayed idempotency key returns the first answer and moves no money, also in parallel', async () => {
    const { playerId, cookie } = await fundedPlayer(10_000)
    const s = await session(SCRATCH, 'real', cookie)
    const idempotency_key = key('replay')
    const body = { action: 'scratch', bet_cents: 100, idempotency_key }
    const answers = await Promise.all(Array.from({ length: 8 }, () => playRound(t.app, s.id, body, cookie)))
    for (const a of answers) expect(a.statusCode).toBe(200)
    const first = answers[0]?.json() as RoundResult
    for (const a of answers) expect(a.json()).toEqual(first)
    expect(await eurBalance(playerId)).toBe(10_000 - 100 + first.win_cents)
    const rounds = await t.db.select().from(gameRounds).where(eq(gameRounds.sessionId, s.id))
    expect(rounds).toHaveLength(1)
    // The same key in demo replays as well.
    const demo = await session(SCRATCH, 'demo')
    const d1 = await playRound(t.app, demo.id, body)
    const d2 = await playRound(t.app, demo.id, body)
    expect(d2.json()).toEqual(d1.json())
  })

  it('a bet above the balance answers 409 with the balance and writes no round', async () => {
    const { cookie } = await fundedPlayer(150)
    const s = await session(SLOT, 'real', cookie)
    const refused = await playRound(t.app, s.id, { action: 'spin', bet_cents: 200 }, cookie)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({
      error: 'INSUFFICIENT_FUNDS',
      message: expect.any(String),
      balance_cents: 150,
      currency: 'EUR',
    })
    expect(await t.db.select().from(gameRounds).where(eq(gameRounds.sessionId, s.id))).toHaveLength(0)
  })

  it('a failed win credit rolls back the bet and the round too', async () => {
    const { playerId, cookie } = await fundedPlayer(10_000)
    const account = await findAccount(t.db, playerId, 'EUR')
    // Every win posting of this account fails inside the database, like a crash between two writes.
    await t.db.execute(
      sql.raw(`CREATE FUNCTION fail_win() RETURNS trigger AS $$ BEGIN
        IF NEW.kind = 'win' AND NEW.account_id = ${account?.id} THEN RAISE EXCEPTION 'win credit failed'; END IF;
        RETURN NEW; END $$ LANGUAGE plpgsql`),
    )
    await t.db.execute(
      sql.raw(
        'CREATE TRIGGER fail_win BEFORE INSERT ON ledger_entries FOR EACH ROW EXECUTE FUNCTION fail_win()',
      ),
    )
    try {
      const s = await session(SCRATCH, 'real', cookie)
      let failed = false
      for (let i = 0; i < 100 && !failed; i++) {
        const response = await playRound(t.app, s.id, { action: 'scratch', bet_cents: 100 }, cookie)
        failed = response.statusCode !== 200
      }
      expect(failed).toBe(true)
      const finished = await t.db.select().from(gameRounds).where(eq(gameRounds.sessionId, s.id))
      const entries = await listEntries(t.db, account?.id ?? 0)
      // Only the losing cards stayed: each a round with its one bet posting; nothing of the failed one.
      expect(finished.every((r) => r.winCents === 0)).toBe(true)
      expect(entries.filter((e) => e.kind === 'bet')).toHaveLength(finished.length)
      expect(await eurBalance(playerId)).toBe(10_000 - 100 * finished.length)
    } finally {
      await t.db.execute(sql.raw('DROP TRIGGER fail_win ON ledger_entries'))
      await t.db.execute(sql.raw('DROP FUNCTION fail_win()'))
    }
  })

  it('parallel spins never take the balance below zero', async () => {
    const { playerId, cookie } = await fundedPlayer(1_000)
    const s = await session(SLOT, 'real', cookie)
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => playRound(t.app, s.id, { action: 'spin', bet_cents: 100 }, cookie)),
    )
    for (const a of answers) {
      expect([200, 409]).toContain(a.statusCode)
      expect((a.json() as { balance_cents: number }).balance_cents).toBeGreaterThanOrEqual(0)
    }
    const played = answers.filter((a) => a.statusCode === 200).map((a) => a.json() as RoundResult)
    const net = played.reduce((sum, r) => sum + r.win_cents - r.bet_cents, 0)
    expect(await eurBalance(playerId)).toBe(1_000 + net)
  })
})

describe('blackjack keeps the hand on the server', () => {
  it('hides the hole card while open, resumes the open hand, settles on stand and refuses a closed hand', async () => {
    const { playerId, cookie } = await fundedPlayer(100_000)
    const s = await session(BLACKJACK, 'real', cookie)
    const hand = await openHand(s.id, 1_000, cookie)
    if (hand.outcome.kind !== 'blackjack') throw new Error('not blackjack')
    expect(hand.outcome.dealer_cards).toHaveLength(1)
    expect(hand.outcome.actions).toEqual(['hit', 'stand', 'double'])
    expect(JSON.stringify(hand)).not.toContain('state')
    const resumed = (await inject(t.app, api.getGameSession, { params: { id: s.id }, cookie })).json()
    expect(resumed.open_round).toMatchObject({ round_id: hand.round_id, status: 'in_progress' })

    const before = await eurBalance(playerId)
    const stood = await round(s.id, { action: 'stand', round_id: hand.round_id }, cookie)
    if (stood.outcome.kind !== 'blackjack') throw new Error('not blackjack')
    expect(stood.status).toBe('finished')
    expect(stood.outcome.dealer_cards.length).toBeGreaterThanOrEqual(2)
    expect(stood.outcome.actions).toEqual([])
    expect(await eurBalance(playerId)).toBe((before ?? 0) + stood.win_cents)

    const again = await playRound(t.app, s.id, { action: 'hit', round_id: hand.round_id }, cookie)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ error: 'ROUND_NOT_OPEN' })
    expect((await playRound(t.app, s.id, { action: 'hit', round_id: 'x1' }, cookie)).json()).toMatchObject({
      error: 'ROUND_NOT_OPEN',
    })
  })

  it('double debits the bet again as its own posting and settles after one card', async () => {
    const { playerId, cookie } = await fundedPlayer(100_000)
    const s = await session(BLACKJACK, 'real', cookie)
    const hand = await openHand(s.id, 1_000, cookie)
    const doubled = await round(s.id, { action: 'double', round_id: hand.round_id }, cookie)
    if (doubled.outcome.kind !== 'blackjack') throw new Error('not blackjack')
    expect(doubled).toMatchObject({ status: 'finished', bet_cents: 2_000 })
    expect(doubled.outcome.player_cards).toHaveLength(3)
    const account = await findAccount(t.db, playerId, 'EUR')
    const bets = (await listEntries(t.db, account?.id ?? 0)).filter(
      (e) => e.reference === `round:${hand.round_id}` && e.kind === 'bet',
    )
    expect(bets.map((e) => e.amountCents)).toEqual([-1_000, -1_000])
    expect(await eurBalance(playerId)).toBe(doubled.balance_cents)
  })
})
