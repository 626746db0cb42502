// IDOR (issue 3 items 7, 16): for every endpoint of the accounts issue, player B's session can
// neither read nor change player A's data, whatever ids B puts in the path, query or body; and a
// guest gets 401 from every player endpoint.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailbox, register, signIn, totpCode } from './helpers/auth.ts'
import { createTestApp, csrfHeaders, type TestApp } from './helpers/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimitPerMinute: 1000 } })
})
afterAll(() => t.close())

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
const call = (
  method: Method,
  url: string,
  cookie: string | undefined,
  payload?: object | Buffer,
  extra: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...csrfHeaders, ...(cookie ? { cookie } : {}), ...extra },
    ...(payload ? { payload } : {}),
  })

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
  const read = async (url: string) => (await call('GET', url, a.cookie)).json()
  const sessions = (await read('/api/player/sessions')).sessions.map(
    (s: { id: string; current: boolean }) => [s.id, s.current],
  )
  const player = await read('/api/player')
  return {
    player,
    accounts: await read('/api/player/accounts'),
    documents: await read('/api/player/documents'),
    subscriptions: await read('/api/subscriptions'),
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
  await call('POST', '/api/player/accounts', cookie, { currency: 'BTC' })
  await call('POST', '/api/player/accounts', cookie, { currency: 'EUR' })
  await call('POST', '/api/player/groups', cookie, { groups: { add: [1401] } })
  await call('PUT', '/api/subscriptions', cookie, { receive_promos: true })
  const { payload, contentType } = documentUpload('identity', id)
  await t.app.inject({
    method: 'POST',
    url: '/api/player/documents',
    headers: { ...csrfHeaders, cookie, 'content-type': contentType },
    payload,
  })
  const secondDevice = await signIn(t.app, registered.email.toLowerCase(), 'Secret-123')
  const { secret } = (await call('GET', '/api/player/two_factor', cookie)).json()
  await call('POST', '/api/player/two_factor', cookie, { code: totpCode(secret, new Date()) })
  const sessions = (await call('GET', '/api/player/sessions', cookie))
    .json()
    .sessions.map((s: { id: string }) => s.id)
  a = { id, email: registered.email.toLowerCase(), cookie, secret, sessionIds: sessions }
  expect(secondDevice.player.id).toBe(id)
  bCookie = (await register(t.app, { nickname: 'BobB' })).cookie
  before = await snapshotOfA()
  expect(before.player.two_factor_enabled).toBe(true)
  expect(before.documents.documents).toHaveLength(1)
  expect(a.sessionIds).toHaveLength(2)
})

type Attempt = [name: string, method: Method, url: () => string, payload?: () => object]
const ATTEMPTS: Attempt[] = [
  ['read the profile by id in the query', 'GET', () => `/api/player?id=${a.id}&user_id=${a.id}`],
  [
    'edit the profile naming A',
    'PATCH',
    () => '/api/player',
    () => ({ id: a.id, user_id: a.id, email: a.email, nickname: 'Hacked' }),
  ],
  ['read stats', 'GET', () => `/api/player/stats?player_id=${a.id}`],
  ['read settings', 'GET', () => `/api/player/settings?player_id=${a.id}`],
  ['read subscriptions', 'GET', () => `/api/subscriptions?player_id=${a.id}`],
  [
    'change subscriptions',
    'PUT',
    () => '/api/subscriptions',
    () => ({ receive_promos: false, player_id: a.id }),
  ],
  [
    'change the locale',
    'PATCH',
    () => '/api/player/update_locale',
    () => ({ locale: 'it', player_id: a.id }),
  ],
  ['add groups', 'POST', () => '/api/player/groups', () => ({ groups: { add: [543] }, player_id: a.id })],
  ['read wallets', 'GET', () => `/api/player/accounts?player_id=${a.id}`],
  ['switch the wallet', 'POST', () => '/api/player/accounts', () => ({ currency: 'USD', player_id: a.id })],
  ['start two-factor setup', 'GET', () => `/api/player/two_factor?player_id=${a.id}`],
  [
    'enable two-factor with A’s code',
    'POST',
    () => '/api/player/two_factor',
    () => ({ code: totpCode(a.secret, new Date()) }),
  ],
  [
    'disable two-factor with A’s code',
    'DELETE',
    () => '/api/player/two_factor',
    () => ({ code: totpCode(a.secret, new Date()), player_id: a.id }),
  ],
  ['list sessions', 'GET', () => `/api/player/sessions?player_id=${a.id}`],
  ['sign out A’s session by its id', 'DELETE', () => `/api/player/sessions/${a.sessionIds[0]}`],
  ['sign out A’s other session by its id', 'DELETE', () => `/api/player/sessions/${a.sessionIds[1]}`],
  ['sign out "other" sessions', 'DELETE', () => '/api/player/sessions'],
  ['list documents', 'GET', () => `/api/player/documents?player_id=${a.id}`],
  [
    'fill details',
    'POST',
    () => '/api/auth_providers/update_details',
    () => ({ user: { terms_acceptance: true, email: a.email } }),
  ],
]

describe('player B against player A', () => {
  it.each(ATTEMPTS)('B cannot %s', async (_, method, url, payload) => {
    const response = await call(method, url(), bCookie, payload?.())
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
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/player/documents',
      headers: { ...csrfHeaders, cookie: bCookie, 'content-type': contentType },
      payload,
    })
    expect(response.statusCode).toBe(201)
    const mine = (await call('GET', '/api/player/documents', bCookie)).json().documents
    expect(mine.map((d: { kind: string }) => d.kind)).toEqual(['payment'])
  })

  it('B asking a reset or a confirmation for A’s email only mails A, and tells B nothing', async () => {
    await call('POST', '/api/users/password', bCookie, { user: { email: a.email } })
    const mails = await mailbox(t.app, a.email)
    expect(mails.some((m) => m.kind === 'password_reset')).toBe(true)
    const forged = await call('PUT', '/api/users/password', bCookie, {
      user: { reset_password_token: 'guess', password: 'Taken-over1', password_confirmation: 'Taken-over1' },
    })
    expect(forged.statusCode).toBe(422)
  })

  it('B signing out ends only B', async () => {
    const out = await call('DELETE', '/api/users/sign_out', bCookie)
    expect(out.statusCode).toBe(204)
    expect((await call('GET', '/api/player', bCookie)).statusCode).toBe(401)
    expect((await call('GET', '/api/player', a.cookie)).statusCode).toBe(200)
  })

  it('A’s data is exactly as it was', async () => {
    expect(await snapshotOfA()).toEqual(before)
  })
})

const GUARDED: [Method, string][] = [
  ['GET', '/api/player'],
  ['PATCH', '/api/player'],
  ['GET', '/api/player/stats'],
  ['GET', '/api/player/settings'],
  ['GET', '/api/subscriptions'],
  ['PUT', '/api/subscriptions'],
  ['PATCH', '/api/player/update_locale'],
  ['POST', '/api/player/groups'],
  ['GET', '/api/player/accounts'],
  ['POST', '/api/player/accounts'],
  ['GET', '/api/player/two_factor'],
  ['POST', '/api/player/two_factor'],
  ['DELETE', '/api/player/two_factor'],
  ['GET', '/api/player/sessions'],
  ['DELETE', '/api/player/sessions'],
  ['DELETE', '/api/player/sessions/00000000-0000-0000-0000-000000000000'],
  ['GET', '/api/player/documents'],
  ['POST', '/api/player/documents'],
  ['POST', '/api/auth_providers/update_details'],
]

describe('guests', () => {
  it.each(GUARDED)('%s %s answers 401', async (method, url) => {
    const response = await call(method, url, undefined, method === 'GET' ? undefined : {})
    expect(response.statusCode).toBe(401)
  })
})
