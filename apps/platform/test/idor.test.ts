// IDOR (issue 3 items 7, 16): for every endpoint of the accounts issue, player B's session can
// neither read nor change player A's data, whatever ids B puts in the path, query or body; and a
// guest gets 401 from every player endpoint.

import * as api from '@croupier/contract/api.generated'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailbox, register, signIn, totpCode } from './helpers/auth.ts'
import { type AnyEndpoint, type InjectOptions, inject, pathOf } from './helpers/call.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimitPerMinute: 1000 } })
})
afterAll(() => t.close())

// B's requests carry the CSRF headers on every method, as a browser of B's would.
const call = <E extends AnyEndpoint>(
  endpoint: E,
  cookie: string | undefined,
  options: InjectOptions<E> = {},
) => inject(t.app, endpoint, { cookie, csrf: true, ...options })

interface Victim {
  id: number
  email: string
  cookie: string
  secret: string
  sessionIds: string[]
}
let a: Victim
let bCookie: string

/** Everything A can see about A, minus what moves on its own (last_seen_at). */
async function snapshotOfA() {
  const read = async (endpoint: AnyEndpoint) => (await call(endpoint, a.cookie)).json()
  const sessions = (await read(api.getSessions)).sessions.map((s: { id: string; current: boolean }) => [
    s.id,
    s.current,
  ])
  const player = await read(api.getPlayer)
  return {
    player,
    accounts: await read(api.getAccounts),
    documents: await read(api.getDocuments),
    subscriptions: await read(api.getSubscriptions),
    sessions,
  }
}
let before: Awaited<ReturnType<typeof snapshotOfA>>

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7, 7])
function documentUpload(kind: string, playerId: number) {
  const boundary = '----idor'
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="player_id"\r\n\r\n${playerId}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` }
}

beforeAll(async () => {
  // Player A: a nickname, two wallets, a document, two-factor on, an extra group, two sessions.
  const registered = await register(t.app, { nickname: 'AliceA', currency: 'EUR' })
  const id = registered.player.id
  const cookie = registered.cookie
  await call(api.selectAccount, cookie, { body: { currency: 'BTC' } })
  await call(api.selectAccount, cookie, { body: { currency: 'EUR' } })
  await call(api.addGroups, cookie, { body: { groups: { add: [1401] } } })
  await call(api.updateSubscriptions, cookie, { body: { receive_promos: true } })
  const { payload, contentType } = documentUpload('identity', id)
  await inject(t.app, api.uploadDocument, {
    cookie,
    headers: { 'content-type': contentType },
    rawBody: payload,
  })
  const secondDevice = await signIn(t.app, registered.email.toLowerCase(), 'Secret-123')
  const { secret } = (await call(api.getTwoFactor, cookie)).json()
  await call(api.enableTwoFactor, cookie, { body: { code: totpCode(secret, new Date()) } })
  const sessions = (await call(api.getSessions, cookie)).json().sessions.map((s: { id: string }) => s.id)
  a = { id, email: registered.email.toLowerCase(), cookie, secret, sessionIds: sessions }
  expect(secondDevice.player.id).toBe(id)
  bCookie = (await register(t.app, { nickname: 'BobB' })).cookie
  before = await snapshotOfA()
  expect(before.player.two_factor_enabled).toBe(true)
  expect(before.documents.documents).toHaveLength(1)
  expect(a.sessionIds).toHaveLength(2)
})

type Attempt = [name: string, endpoint: AnyEndpoint, request: () => InjectOptions<AnyEndpoint>]
const ATTEMPTS: Attempt[] = [
  ['read the profile by id in the query', api.getPlayer, () => ({ rawQuery: { id: a.id, user_id: a.id } })],
  [
    'edit the profile naming A',
    api.updatePlayer,
    () => ({ rawBody: { id: a.id, user_id: a.id, email: a.email, nickname: 'Hacked' } }),
  ],
  ['read stats', api.getPlayerStats, () => ({ rawQuery: { player_id: a.id } })],
  ['read settings', api.getPlayerSettings, () => ({ rawQuery: { player_id: a.id } })],
  ['read subscriptions', api.getSubscriptions, () => ({ rawQuery: { player_id: a.id } })],
  [
    'change subscriptions',
    api.updateSubscriptions,
    () => ({ rawBody: { receive_promos: false, player_id: a.id } }),
  ],
  ['change the locale', api.updateLocale, () => ({ rawBody: { locale: 'it', player_id: a.id } })],
  ['add groups', api.addGroups, () => ({ rawBody: { groups: { add: [543] }, player_id: a.id } })],
  ['read wallets', api.getAccounts, () => ({ rawQuery: { player_id: a.id } })],
  ['switch the wallet', api.selectAccount, () => ({ rawBody: { currency: 'USD', player_id: a.id } })],
  ['start two-factor setup', api.getTwoFactor, () => ({ rawQuery: { player_id: a.id } })],
  [
    'enable two-factor with A’s code',
    api.enableTwoFactor,
    () => ({ rawBody: { code: totpCode(a.secret, new Date()) } }),
  ],
  [
    'disable two-factor with A’s code',
    api.disableTwoFactor,
    () => ({ rawBody: { code: totpCode(a.secret, new Date()), player_id: a.id } }),
  ],
  ['list sessions', api.getSessions, () => ({ rawQuery: { player_id: a.id } })],
  ['sign out A’s session by its id', api.deleteSession, () => ({ params: { id: a.sessionIds[0] ?? '' } })],
  [
    'sign out A’s other session by its id',
    api.deleteSession,
    () => ({ params: { id: a.sessionIds[1] ?? '' } }),
  ],
  ['sign out "other" sessions', api.deleteOtherSessions, () => ({})],
  ['list documents', api.getDocuments, () => ({ rawQuery: { player_id: a.id } })],
  [
    'fill details',
    api.updateDetails,
    () => ({ rawBody: { user: { terms_acceptance: true, email: a.email } } }),
  ],
]

describe('player B against player A', () => {
  it.each(ATTEMPTS)('B cannot %s', async (_, endpoint, request) => {
    const response = await call(endpoint, bCookie, request())
    expect(response.statusCode).toBeLessThan(500)
    // Nothing of A comes back to B.
    expect(response.body).not.toContain(a.email)
    expect(response.body).not.toContain('AliceA')
    expect(response.body).not.toContain(a.secret)
    for (const sessionId of a.sessionIds) expect(response.body).not.toContain(sessionId)
    if (response.statusCode === 200 && response.json()?.id !== undefined)
      expect(response.json().id).not.toBe(a.id)
  })

  it('B’s document upload naming A lands on B', async () => {
    const { payload, contentType } = documentUpload('payment', a.id)
    const response = await inject(t.app, api.uploadDocument, {
      cookie: bCookie,
      headers: { 'content-type': contentType },
      rawBody: payload,
    })
    expect(response.statusCode).toBe(201)
    const mine = (await call(api.getDocuments, bCookie)).json().documents
    expect(mine.map((d: { kind: string }) => d.kind)).toEqual(['payment'])
  })

  it('B asking a reset or a confirmation for A’s email only mails A, and tells B nothing', async () => {
    await call(api.requestPasswordReset, bCookie, { body: { user: { email: a.email } } })
    const mails = await mailbox(t.app, a.email)
    expect(mails.some((m) => m.kind === 'password_reset')).toBe(true)
    const forged = await call(api.resetPassword, bCookie, {
      body: {
        user: {
          reset_password_token: 'guess',
          password: 'Taken-over1',
          password_confirmation: 'Taken-over1',
        },
      },
    })
    expect(forged.statusCode).toBe(422)
  })

  it('B signing out ends only B', async () => {
    const out = await call(api.signOut, bCookie)
    expect(out.statusCode).toBe(204)
    expect((await call(api.getPlayer, bCookie)).statusCode).toBe(401)
    expect((await call(api.getPlayer, a.cookie)).statusCode).toBe(200)
  })

  it('A’s data is exactly as it was', async () => {
    expect(await snapshotOfA()).toEqual(before)
  })
})

const GUARDED: [AnyEndpoint, InjectOptions<AnyEndpoint>['params']?][] = [
  [api.getPlayer],
  [api.updatePlayer],
  [api.getPlayerStats],
  [api.getPlayerSettings],
  [api.getSubscriptions],
  [api.updateSubscriptions],
  [api.updateLocale],
  [api.addGroups],
  [api.getAccounts],
  [api.selectAccount],
  [api.getTwoFactor],
  [api.enableTwoFactor],
  [api.disableTwoFactor],
  [api.getSessions],
  [api.deleteOtherSessions],
  [api.deleteSession, { id: '00000000-0000-0000-0000-000000000000' }],
  [api.getDocuments],
  [api.uploadDocument],
  [api.updateDetails],
]

describe('guests', () => {
  it.each(
    GUARDED.map(
      ([endpoint, params]) => [endpoint.method, pathOf(endpoint, { params }), endpoint, params] as const,
    ),
  )('%s %s answers 401', async (method, _, endpoint, params) => {
    const response = await call(endpoint, undefined, {
      params,
      ...(method === 'GET' ? {} : { rawBody: {} }),
    })
    expect(response.statusCode).toBe(401)
  })
})
