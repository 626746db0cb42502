// The signed-in player's account (issue 3 items 5, 16): subscriptions, locale, stats,
// self-assignable groups, wallets and sessions.

import * as api from '@croupier/contract/api.generated'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { register, signIn } from './helpers/auth.ts'
import { nameOf } from './helpers/call.ts'
import { call, setupPlayerApp, t } from './helpers/player.ts'
import { launch, playRound, SLOT } from './play-fixtures.ts'

setupPlayerApp()

describe('subscriptions, locale, stats', () => {
  it(`GET and ${nameOf(api.updateSubscriptions)}`, async () => {
    const { cookie } = await register(t.app)
    expect((await call(api.getSubscriptions, cookie)).json()).toEqual({ receive_promos: false })
    expect((await call(api.updateSubscriptions, cookie, { body: { receive_promos: true } })).json()).toEqual({
      receive_promos: true,
    })
    expect((await call(api.getPlayer, cookie)).json().receive_promos).toBe(true)
    expect(
      (await call(api.updateSubscriptions, cookie, { rawBody: { receive_promos: 'yes' } })).statusCode,
    ).toBe(422)
  })

  it(`${nameOf(api.updateLocale)} saves a known locale only`, async () => {
    const { cookie } = await register(t.app)
    expect((await call(api.updateLocale, cookie, { body: { locale: 'fr-CA' } })).json()).toEqual({
      locale: 'fr-CA',
    })
    expect((await call(api.getPlayer, cookie)).json()).toMatchObject({
      locale: 'fr-CA',
      language: 'fr-CA',
    })
    const bad = await call(api.updateLocale, cookie, { rawBody: { locale: 'xx' } })
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(bad.json().errors)).toEqual(['locale'])
  })

  it(`${nameOf(api.getPlayerStats)} gives zero totals per wallet, the active one first`, async () => {
    const { cookie } = await signIn(t.app, 'demo@croupier.local')
    const stats = (await call(api.getPlayerStats, cookie)).json()
    expect(stats.currency).toBe('EUR')
    expect(stats.stats.map((s: { currency: string }) => s.currency)).toEqual(['EUR', 'BTC'])
    // The seeded 500.00 is an adjustment: neither a deposit nor a win.
    expect(stats.stats[0]).toMatchObject({ bets_count: 0, bets_sum_cents: 0, deposits_sum_cents: 0 })
  })

  it(`${nameOf(api.getPlayerStats)} totals real deposits, rounds, wins and cashouts from the ledger, demo excluded`, async () => {
    const { cookie } = await register(t.app, { currency: 'EUR' })
    const card = { number: '4242 4242 4242 4242', expiry: '12/33', holder: 'Jane Doe', cvv: '123' }
    for (const [n, amount] of [5_000, 2_500].entries()) {
      const paid = await call(api.createDeposit, cookie, {
        body: {
          method_id: 'card-visa',
          currency: 'EUR',
          amount_cents: amount,
          idempotency_key: `stats-deposit-${n}`,
          card,
        },
      })
      expect(paid.statusCode, paid.body).toBe(201)
    }
    const real = (await launch(t.app, SLOT, 'real', cookie)).json()
    const rounds = []
    for (const bet of [10, 20, 30]) {
      const played = await playRound(t.app, real.id, { action: 'spin', bet_cents: bet }, cookie)
      expect(played.statusCode, played.body).toBe(200)
      rounds.push(played.json() as { win_cents: number })
    }
    const demo = (await launch(t.app, SLOT, 'demo', cookie)).json()
    expect((await playRound(t.app, demo.id, { action: 'spin', bet_cents: 500 }, cookie)).statusCode).toBe(200)
    const withdraw = (key: string) =>
      call(api.createWithdrawal, cookie, {
        body: {
          method_id: 'bank-transfer',
          currency: 'EUR',
          amount_cents: 3_000,
          idempotency_key: key,
          account: { iban: 'DE89 3704 0044 0532 0130 00', holder: 'Jane Doe' },
        },
      })
    const first = await withdraw('stats-cashout-1')
    expect(first.statusCode, first.body).toBe(201)
    const recalled = first.json()
    expect((await call(api.recallPayment, cookie, { params: { id: recalled.id } })).statusCode).toBe(200)
    expect((await withdraw('stats-cashout-2')).statusCode).toBe(201)

    const stats = (await call(api.getPlayerStats, cookie)).json()
    expect(stats.currency).toBe('EUR')
    expect(stats.stats).toEqual([
      {
        currency: 'EUR',
        bets_count: 3,
        bets_sum_cents: 60,
        wins_count: rounds.filter((r) => r.win_cents > 0).length,
        wins_sum_cents: rounds.reduce((sum, r) => sum + r.win_cents, 0),
        deposits_count: 2,
        deposits_sum_cents: 7_500,
        cashouts_count: 1,
        cashouts_sum_cents: 3_000,
      },
    ])
  })
})

describe(nameOf(api.addGroups), () => {
  it.each([[[543]], [[544, 859]], [[1056, 1401, 1101]]])('adds self-assignable groups %j', async (ids) => {
    const { cookie } = await register(t.app)
    const response = await call(api.addGroups, cookie, { body: { groups: { add: ids } } })
    expect(response.statusCode).toBe(200)
    const got = response.json().statuses.map((s: { id: number }) => s.id)
    for (const id of ids) expect(got).toContain(id)
  })

  it.each([[[259]], [[21]], [[759, 543]], [[100]], [[999999]]])(
    'refuses %j (VIP, tester, risk or unknown groups) with 422 and adds nothing',
    async (ids) => {
      const { cookie, player } = await register(t.app)
      const response = await call(api.addGroups, cookie, { body: { groups: { add: ids } } })
      expect(response.statusCode).toBe(422)
      expect(response.json()).toEqual({ errors: { groups: ['VALIDATION.INVALID'] } })
      expect((await call(api.getPlayer, cookie)).json().statuses).toEqual(player.statuses)
    },
  )
})

describe('wallets', () => {
  it(`${nameOf(api.selectAccount)} switches the active wallet, creating a zero one when needed`, async () => {
    const { cookie } = await signIn(t.app, 'demo@croupier.local')
    const btc = (await call(api.selectAccount, cookie, { body: { currency: 'BTC' } })).json()
    expect(btc.filter((a: { active: boolean }) => a.active)).toEqual([
      { currency: 'BTC', amount_cents: 0, available_to_cashout_cents: 0, active: true },
    ])
    const usd = (await call(api.selectAccount, cookie, { body: { currency: 'usd' } })).json()
    expect(usd.map((a: { currency: string }) => a.currency).sort()).toEqual(['BTC', 'EUR', 'USD'])
    expect((await call(api.getPlayer, cookie)).json().currency).toBe('USD')
    await call(api.selectAccount, cookie, { body: { currency: 'EUR' } })
  })

  it.each(['XYZ', 'GBP', ''])('refuses %s with 422 errors.currency', async (currency) => {
    const { cookie } = await signIn(t.app, 'tester@croupier.local')
    const response = await call(api.selectAccount, cookie, { body: { currency } })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({ errors: { currency: ['VALIDATION.INVALID'] } })
  })

  it('balances never go negative (database CHECK)', async () => {
    const { player } = await signIn(t.app, 'tester@croupier.local')
    const { accounts } = await import('../src/modules/wallet/wallet.tables.ts')
    await expect(
      t.db.update(accounts).set({ amountCents: -1 }).where(eq(accounts.playerId, player.id)),
    ).rejects.toThrow()
  })
})

describe('sessions', () => {
  it('lists the live sessions with the current one flagged; signs out one or all others', async () => {
    const { email } = await register(t.app)
    const address = email.toLowerCase()
    const a = await signIn(t.app, address, 'Secret-123', { headers: { 'user-agent': 'Phone' } })
    const b = await signIn(t.app, address, 'Secret-123', { headers: { 'user-agent': 'Laptop' } })
    const c = await signIn(t.app, address, 'Secret-123')
    const list = (await call(api.getSessions, b.cookie)).json().sessions
    expect(list).toHaveLength(4)
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1)
    const phone = list.find((s: { user_agent: string }) => s.user_agent === 'Phone')
    expect(phone.id).toMatch(/^[0-9a-f-]{36}$/)

    expect((await call(api.deleteSession, b.cookie, { params: { id: phone.id } })).statusCode).toBe(204)
    expect((await call(api.getPlayer, a.cookie)).statusCode).toBe(401)
    expect((await call(api.deleteSession, b.cookie, { params: { id: phone.id } })).statusCode).toBe(404)

    const others = await call(api.deleteOtherSessions, b.cookie)
    expect(others.json()).toEqual({ revoked: 2 })
    expect((await call(api.getPlayer, c.cookie)).statusCode).toBe(401)
    expect((await call(api.getSessions, b.cookie)).json().sessions).toHaveLength(1)
  })
})
