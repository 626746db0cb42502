// The fuzz tier (issue 9 item 8): generated invalid input against every endpoint of the contract,
// as a guest and as a signed-in player with the CSRF headers. No answer may be a 5xx, every 4xx is
// in the platform's error shape, and an endpoint without cases fails the tier. `npm test` runs this
// file on PGlite and again on PostgreSQL (TEST_DATABASE_URL).

import * as api from '@croupier/contract/api.generated'
import type { Endpoint } from '@croupier/contract/endpoint'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { register } from '../test/helpers/auth.ts'
import { inject, nameOf } from '../test/helpers/call.ts'
import { createTestApp, type TestApp } from '../test/helpers/test-app.ts'
import { gameParams, insertPlayGames, SLOT } from '../test/play-fixtures.ts'
import { endpointName, loadContractEndpoints } from './contract-endpoints.ts'
import { runCases, UNIQUE } from './fuzz-client.ts'
import { type Baseline, type FuzzCase, generateCases } from './generate.ts'
import { multipartCases } from './multipart.ts'

const endpoints = await loadContractEndpoints()

let t: TestApp
let gameId: number
let cardMethodId: string
/** The player every GET endpoint reads as; a state-changing endpoint gets one of its own. */
let reader: string
const casesRun = new Map<string, number>()

beforeAll(async () => {
  // Every endpoint gets a fresh player: registering 100 of them must not meet the per-IP limit.
  t = await createTestApp({ config: { authRateLimitPerMinute: 1_000_000 } })
  await insertPlayGames(t.db)
  const game = await inject(t.app, api.getGame, { params: gameParams(SLOT) })
  gameId = (game.json() as { id: number }).id
  const { cookie } = await register(t.app)
  reader = cookie
  const methods = await inject(t.app, api.getPaymentMethods, {
    query: { currency: 'EUR', action: 'deposit' },
    cookie,
  })
  const list = methods.json() as { id: string; type: string }[]
  cardMethodId = list.find((method) => method.type === 'card')?.id ?? 'card-visa'
})

afterAll(async () => {
  await t?.close()
})

/** A demo session of `cookie`'s player (or a guest's) on the fixture slot. */
async function demoSessionId(cookie?: string): Promise<string> {
  const response = await inject(t.app, api.launchGame, { cookie, body: { game: SLOT, mode: 'demo' } })
  return (response.json() as { id: string }).id
}

/** Starting points that reach past the first check, where a generated sample would not. */
async function baselineFor(endpoint: Endpoint, cookie?: string): Promise<Baseline | undefined> {
  const [provider, slug] = SLOT.split('/') as [string, string]
  switch (endpointName(endpoint)) {
    case nameOf(api.getGame):
      return { params: { provider, slug } }
    case nameOf(api.addFavouriteGame):
      return { body: { game_id: gameId } }
    case nameOf(api.deleteFavouriteGame):
      return { params: { id: String(gameId) } }
    case nameOf(api.launchGame):
      return { body: { game: SLOT, mode: 'demo', device: 'desktop' } }
    case nameOf(api.getGameSession):
      return { params: { id: await demoSessionId(cookie) } }
    case nameOf(api.playRound):
      return {
        params: { id: await demoSessionId(cookie) },
        body: { action: 'spin', idempotency_key: UNIQUE, bet_cents: 10 },
      }
    // A deposit and a withdrawal take the same request.
    case nameOf(api.createDeposit):
    case nameOf(api.createWithdrawal):
      return {
        body: {
          method_id: cardMethodId,
          amount_cents: 5_000,
          currency: 'EUR',
          idempotency_key: UNIQUE,
          card: { number: '4242 4242 4242 4242', expiry: '12/30', holder: 'Fuzz Tester', cvv: '123' },
        },
      }
    case nameOf(api.getMessages):
      return { params: { locale: 'en' } }
    default:
      return undefined
  }
}

/** Cases the schemas cannot give: the document upload is multipart, not JSON. */
function extraCases(endpoint: Endpoint): FuzzCase[] {
  return endpointName(endpoint) === nameOf(api.uploadDocument) ? multipartCases(endpoint.path) : []
}

describe.each(endpoints.map((endpoint) => [endpointName(endpoint), endpoint] as const))(
  '%s',
  (name, endpoint) => {
    it('answers generated invalid input with a 4xx in the platform shape, as a guest and as a player', async () => {
      const started = Date.now()
      // Sign-out, limits, two-factor, a password or currency change would spoil a shared player.
      const cookie = endpoint.method === 'GET' ? reader : (await register(t.app)).cookie
      const failures: string[] = []
      let count = 0
      for (const identity of [{ name: 'guest' }, { name: 'player', cookie }]) {
        const cases = [
          ...generateCases(endpoint, await baselineFor(endpoint, identity.cookie)),
          ...extraCases(endpoint),
        ]
        count += cases.length
        failures.push(...(await runCases(t.app, cases, identity)))
      }
      casesRun.set(name, count)
      if (process.env.FUZZ_STATS) console.log(`${name}: ${count} cases, ${Date.now() - started} ms`)
      expect(failures).toEqual([])
    })
  },
)

it('sent cases to every endpoint of the contract', () => {
  expect(endpoints.length).toBeGreaterThan(90)
  const withoutCases = endpoints.map(endpointName).filter((name) => !casesRun.get(name))
  expect(withoutCases).toEqual([])
})
