// The deposit bonus titles name their cap in the wallet's currency and the player's locale (issue 9
// item 14): "up to 500" alone left a CAD player guessing which money was meant.

import * as api from '@croupier/contract/api.generated'
import type { DepositBonus } from '@croupier/contract/bonuses/get-deposit-bonuses'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signIn } from './helpers/auth.ts'
import { inject, nameOf } from './helpers/call.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

// Intl separates with (narrow) no-break spaces; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ')

async function titles(cookie: string): Promise<string[]> {
  const response = await inject(t.app, api.getDepositBonuses, { cookie })
  expect(response.statusCode, response.body).toBe(200)
  // Issue #12 added more deposit bonuses (rocket plans, QUICK1); these two are issue 9's.
  return (response.json() as DepositBonus[])
    .filter((bonus) => bonus.code === 'WELCOME100' || bonus.code === 'RELOAD50')
    .map((bonus) => plain(bonus.title))
}

describe(`${nameOf(api.getDepositBonuses)} titles`, () => {
  it('a CAD player in en-CA reads the cap in Canadian dollars', async () => {
    const { cookie } = await signIn(t.app, 'gcb@croupier.local')
    // RELOAD50 is promotional: offered only to a player who takes promotions (ADR 039).
    const promos = await inject(t.app, api.updateSubscriptions, { cookie, body: { receive_promos: true } })
    expect(promos.statusCode, promos.body).toBeLessThan(300)
    expect(await titles(cookie)).toEqual(['100% up to $750 + 100 free spins', '50% reload up to $375'])
  })

  it('a EUR player reads euros, formatted for the locale they switch to', async () => {
    const { cookie } = await signIn(t.app, 'demo@croupier.local')
    expect(await titles(cookie)).toEqual(['100% up to €500 + 100 free spins', '50% reload up to €250'])
    const switched = await inject(t.app, api.updateLocale, { cookie, body: { locale: 'de' } })
    expect(switched.statusCode, switched.body).toBeLessThan(300)
    expect(await titles(cookie)).toEqual(['100 % bis zu 500 € + 100 Freispiele', '50 % Reload bis zu 250 €'])
  })
})
