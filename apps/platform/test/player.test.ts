// The signed-in player's own data (issue 3 items 5, 16): profile read and edit with the rules' keys
// and state derivation, password change, subscriptions, locale, self-assignable groups, wallets,
// stats, sessions, verification documents and update_details.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { players } from '../src/modules/player/player.tables.ts'
import { register, signIn } from './helpers/auth.ts'
import { createTestApp, csrfHeaders, type TestApp } from './helpers/test-app.ts'
import { insertPlayGames, launch, playRound, SLOT } from './play-fixtures.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimitPerMinute: 1000 } })
  await insertPlayGames(t.db)
})
afterAll(() => t.close())

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
const call = (method: Method, url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...csrfHeaders, cookie }, ...(payload ? { payload } : {}) })

describe('GET /api/player', () => {
  it('has every field of spec 1 §3 User', async () => {
    const { cookie } = await signIn(t.app, 'vip@croupier.local')
    const player = (await call('GET', '/api/player', cookie)).json()
    for (const field of [
      'id',
      'email',
      'nickname',
      'first_name',
      'last_name',
      'date_of_birth',
      'gender',
      'country',
      'city',
      'address',
      'postal_code',
      'state',
      'mobile_phone',
      'receive_promos',
      'receive_sms_promos',
      'currency',
      'language',
      'statuses',
      'auth_fields_missed',
      'confirmed_at',
      'created_at',
      'current_sign_in_at',
      'deposit_bonus_code',
      'can_issue_bonuses',
      'autoregistered',
      'autologin_link',
      'verified',
      'license_name',
      'sow_questionnaire_expires_at',
      'two_factor_enabled',
      'sumsub_verified',
      'profession',
      'user_id',
      'locale',
      'nick_name',
    ]) {
      expect(player, field).toHaveProperty(field)
    }
    expect(player.statuses).toEqual([{ id: 259, name: 'VIP Gold' }])
    expect(player.date_of_birth).toBe('12/04/1990')
  })
})

describe('PATCH /api/player', () => {
  it('saves the fields sent, derives the state for Canada and Australia, ignores email and ids', async () => {
    const { cookie, player } = await register(t.app)
    const canada = await call('PATCH', '/api/player', cookie, {
      first_name: 'Anne',
      last_name: 'Roy',
      date_of_birth: '01/02/1990',
      country: 'ca',
      postal_code: 'H2X 1Y4',
      city: 'Montréal',
      gender: 'female',
      email: 'hijack@example.com',
      id: 1,
    })
    expect(canada.statusCode, canada.body).toBe(200)
    expect(canada.json()).toMatchObject({
      id: player.id,
      email: player.email,
      first_name: 'Anne',
      date_of_birth: '01/02/1990',
      country: 'CA',
      state: 'QC',
      gender: 'female',
    })
    const australia = await call('PATCH', '/api/player', cookie, {
      country: 'AU',
      postal_code: '3000',
      state: '',
    })
    expect(australia.json().state).toBe('VIC')
    // A state the player typed is kept.
    const kept = await call('PATCH', '/api/player', cookie, { postal_code: '2000', state: 'Somewhere' })
    expect(kept.json().state).toBe('Somewhere')
  })

  it.each([
    [{ date_of_birth: '31/02/1990' }, 'date_of_birth', ['VALIDATION.DATE_INVALID']],
    [{ date_of_birth: '32/01/1990' }, 'date_of_birth', ['VALIDATION.BIRTH_DAY']],
    [{ date_of_birth: '01/13/1990' }, 'date_of_birth', ['VALIDATION.BIRTH_MONTH']],
    [{ date_of_birth: '01/01/2020' }, 'date_of_birth', ['VALIDATION.BIRTH_YEAR']],
    [{ date_of_birth: '01/01/2090' }, 'date_of_birth', ['VALIDATION.BIRTHDAY.INVALID_DATE']],
    [{ mobile_phone: '123' }, 'mobile_phone', ['VALIDATION.PHONE.MIN']],
    [{ first_name: 'J@ne' }, 'first_name', ['VALIDATION.NAME_CHARTS']],
    [{ first_name: '' }, 'first_name', ['VALIDATION.REQUIRED']],
    [{ nickname: 'a-very-long-nickname' }, 'nickname', ['VALIDATION.NICKNAME', 'VALIDATION.MAX_LENGTH']],
    [{ country: 'DE', postal_code: '1234' }, 'postal_code', ['VALIDATION.POSTAL_CODE']],
    [{ personal_id_number: '123' }, 'personal_id_number', ['VALIDATION.PERSONAL_ID']],
    [{ gender: 'other' }, 'gender', ['VALIDATION.INVALID']],
  ])('422 for %j on %s', async (body, field, keys) => {
    const { cookie } = await register(t.app)
    const response = await call('PATCH', '/api/player', cookie, body)
    expect(response.statusCode, response.body).toBe(422)
    expect(response.json().errors[field]).toEqual(keys)
  })

  it('uses 21 as the minimum age under the EE licence', async () => {
    const { cookie } = await signIn(t.app, 'ee@croupier.local')
    const nineteen = `01/01/${new Date().getUTCFullYear() - 19}`
    const response = await call('PATCH', '/api/player', cookie, { date_of_birth: nineteen })
    expect(response.json().errors.date_of_birth).toEqual(['VALIDATION.BIRTHDAY.MIN_AGE'])
  })

  it('changes the password with the current one and signs out the other sessions', async () => {
    const { cookie, email } = await register(t.app)
    const other = await signIn(t.app, email.toLowerCase(), 'Secret-123')
    const wrong = await call('PATCH', '/api/player', cookie, {
      current_password: 'nope',
      password: 'Changed-123',
      password_confirmation: 'Changed-123',
    })
    expect(wrong.json()).toEqual({ errors: { current_password: ['VALIDATION.INVALID'] } })
    const changed = await call('PATCH', '/api/player', cookie, {
      current_password: 'Secret-123',
      password: 'Changed-123',
      password_confirmation: 'Changed-123',
    })
    expect(changed.statusCode).toBe(200)
    expect((await call('GET', '/api/player', other.cookie)).statusCode).toBe(401)
    expect((await call('GET', '/api/player', cookie)).statusCode).toBe(200)
    await signIn(t.app, email.toLowerCase(), 'Changed-123')
  })
})

describe('subscriptions, locale, stats', () => {
  it('GET and PUT /api/subscriptions', async () => {
    const { cookie } = await register(t.app)
    expect((await call('GET', '/api/subscriptions', cookie)).json()).toEqual({ receive_promos: false })
    expect((await call('PUT', '/api/subscriptions', cookie, { receive_promos: true })).json()).toEqual({
      receive_promos: true,
    })
    expect((await call('GET', '/api/player', cookie)).json().receive_promos).toBe(true)
    expect((await call('PUT', '/api/subscriptions', cookie, { receive_promos: 'yes' })).statusCode).toBe(422)
  })

  it('PATCH /api/player/update_locale saves a known locale only', async () => {
    const { cookie } = await register(t.app)
    expect((await call('PATCH', '/api/player/update_locale', cookie, { locale: 'fr-CA' })).json()).toEqual({
      locale: 'fr-CA',
    })
    expect((await call('GET', '/api/player', cookie)).json()).toMatchObject({
      locale: 'fr-CA',
      language: 'fr-CA',
    })
    const bad = await call('PATCH', '/api/player/update_locale', cookie, { locale: 'xx' })
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(bad.json().errors)).toEqual(['locale'])
  })

  it('GET /api/player/stats gives zero totals per wallet, the active one first', async () => {
    const { cookie } = await signIn(t.app, 'demo@croupier.local')
    const stats = (await call('GET', '/api/player/stats', cookie)).json()
    expect(stats.currency).toBe('EUR')
    expect(stats.stats.map((s: { currency: string }) => s.currency)).toEqual(['EUR', 'BTC'])
    // The seeded 500.00 is an adjustment: neither a deposit nor a win.
    expect(stats.stats[0]).toMatchObject({ bets_count: 0, bets_sum_cents: 0, deposits_sum_cents: 0 })
  })

  it('GET /api/player/stats totals real deposits, rounds, wins and cashouts from the ledger, demo excluded', async () => {
    const { cookie } = await register(t.app, { currency: 'EUR' })
    const card = { number: '4242 4242 4242 4242', expiry: '12/33', holder: 'Jane Doe', cvv: '123' }
    for (const [n, amount] of [5_000, 2_500].entries()) {
      const paid = await call('POST', '/api/payments/deposits', cookie, {
        method_id: 'card-visa',
        currency: 'EUR',
        amount_cents: amount,
        idempotency_key: `stats-deposit-${n}`,
        card,
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
      call('POST', '/api/payments/withdrawals', cookie, {
        method_id: 'bank-transfer',
        currency: 'EUR',
        amount_cents: 3_000,
        idempotency_key: key,
        account: { iban: 'DE89 3704 0044 0532 0130 00', holder: 'Jane Doe' },
      })
    const first = await withdraw('stats-cashout-1')
    expect(first.statusCode, first.body).toBe(201)
    const recalled = first.json()
    expect((await call('POST', `/api/player/payments/${recalled.id}/recall`, cookie)).statusCode).toBe(200)
    expect((await withdraw('stats-cashout-2')).statusCode).toBe(201)

    const stats = (await call('GET', '/api/player/stats', cookie)).json()
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

describe('POST /api/player/groups', () => {
  it.each([[[543]], [[544, 859]], [[1056, 1401, 1101]]])('adds self-assignable groups %j', async (ids) => {
    const { cookie } = await register(t.app)
    const response = await call('POST', '/api/player/groups', cookie, { groups: { add: ids } })
    expect(response.statusCode).toBe(200)
    const got = response.json().statuses.map((s: { id: number }) => s.id)
    for (const id of ids) expect(got).toContain(id)
  })

  it.each([[[259]], [[21]], [[759, 543]], [[100]], [[999999]]])(
    'refuses %j (VIP, tester, risk or unknown groups) with 422 and adds nothing',
    async (ids) => {
      const { cookie, player } = await register(t.app)
      const response = await call('POST', '/api/player/groups', cookie, { groups: { add: ids } })
      expect(response.statusCode).toBe(422)
      expect(response.json()).toEqual({ errors: { groups: ['VALIDATION.INVALID'] } })
      expect((await call('GET', '/api/player', cookie)).json().statuses).toEqual(player.statuses)
    },
  )
})

describe('wallets', () => {
  it('POST /api/player/accounts switches the active wallet, creating a zero one when needed', async () => {
    const { cookie } = await signIn(t.app, 'demo@croupier.local')
    const btc = (await call('POST', '/api/player/accounts', cookie, { currency: 'BTC' })).json()
    expect(btc.filter((a: { active: boolean }) => a.active)).toEqual([
      { currency: 'BTC', amount_cents: 0, available_to_cashout_cents: 0, active: true },
    ])
    const usd = (await call('POST', '/api/player/accounts', cookie, { currency: 'usd' })).json()
    expect(usd.map((a: { currency: string }) => a.currency).sort()).toEqual(['BTC', 'EUR', 'USD'])
    expect((await call('GET', '/api/player', cookie)).json().currency).toBe('USD')
    await call('POST', '/api/player/accounts', cookie, { currency: 'EUR' })
  })

  it.each(['XYZ', 'GBP', ''])('refuses %s with 422 errors.currency', async (currency) => {
    const { cookie } = await signIn(t.app, 'tester@croupier.local')
    const response = await call('POST', '/api/player/accounts', cookie, { currency })
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
    const list = (await call('GET', '/api/player/sessions', b.cookie)).json().sessions
    expect(list).toHaveLength(4)
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1)
    const phone = list.find((s: { user_agent: string }) => s.user_agent === 'Phone')
    expect(phone.id).toMatch(/^[0-9a-f-]{36}$/)

    expect((await call('DELETE', `/api/player/sessions/${phone.id}`, b.cookie)).statusCode).toBe(204)
    expect((await call('GET', '/api/player', a.cookie)).statusCode).toBe(401)
    expect((await call('DELETE', `/api/player/sessions/${phone.id}`, b.cookie)).statusCode).toBe(404)

    const others = await call('DELETE', '/api/player/sessions', b.cookie)
    expect(others.json()).toEqual({ revoked: 2 })
    expect((await call('GET', '/api/player', c.cookie)).statusCode).toBe(401)
    expect((await call('GET', '/api/player/sessions', b.cookie)).json().sessions).toHaveLength(1)
  })
})

describe('documents', () => {
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])
  const PDF = Buffer.from('%PDF-1.7\n...')
  const EXE = Buffer.from('MZ\x90\x00 pretending to be a jpeg')

  function multipart(parts: { name: string; value: string | Buffer; filename?: string; type?: string }[]) {
    const boundary = '----croupier-test'
    const chunks: Buffer[] = []
    for (const part of parts) {
      const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`
      const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`
      chunks.push(
        Buffer.from(head),
        Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
        Buffer.from('\r\n'),
      )
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`))
    return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
  }

  const upload = (cookie: string, parts: Parameters<typeof multipart>[0]) => {
    const { payload, contentType } = multipart(parts)
    return t.app.inject({
      method: 'POST',
      url: '/api/player/documents',
      headers: { ...csrfHeaders, cookie, 'content-type': contentType },
      payload,
    })
  }

  it('stores JPEG, PNG and PDF as pending and lists them with their status', async () => {
    const { cookie } = await register(t.app)
    const png = await upload(cookie, [
      { name: 'kind', value: 'identity' },
      { name: 'file', value: PNG, filename: '../../passport.png', type: 'image/png' },
    ])
    expect(png.statusCode, png.body).toBe(201)
    expect(png.json()).toMatchObject({
      kind: 'identity',
      status: 'pending',
      file_name: 'passport.png',
      content_type: 'image/png',
      size: PNG.length,
    })
    // The declared type does not matter: the bytes decide.
    const pdf = await upload(cookie, [
      { name: 'kind', value: 'address' },
      { name: 'file', value: PDF, filename: 'bill.jpg', type: 'image/jpeg' },
    ])
    expect(pdf.json()).toMatchObject({ content_type: 'application/pdf' })
    const list = (await call('GET', '/api/player/documents', cookie)).json().documents
    expect(list.map((d: { kind: string; status: string }) => [d.kind, d.status])).toEqual([
      ['address', 'pending'],
      ['identity', 'pending'],
    ])
  })

  it('refuses other types by their bytes, a missing kind, and files over 5 MB', async () => {
    const { cookie } = await register(t.app)
    const exe = await upload(cookie, [
      { name: 'kind', value: 'identity' },
      { name: 'file', value: EXE, filename: 'photo.jpg', type: 'image/jpeg' },
    ])
    expect(exe.statusCode).toBe(422)
    expect(exe.json()).toEqual({ errors: { file: ['VALIDATION.FILE_TYPE'] } })
    const noKind = await upload(cookie, [{ name: 'file', value: PNG, filename: 'a.png' }])
    expect(noKind.json()).toEqual({ errors: { kind: ['VALIDATION.REQUIRED'] } })
    const badKind = await upload(cookie, [
      { name: 'kind', value: 'selfie' },
      { name: 'file', value: PNG, filename: 'a.png' },
    ])
    expect(badKind.json()).toEqual({ errors: { kind: ['VALIDATION.INVALID'] } })
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])
    const tooBig = await upload(cookie, [
      { name: 'kind', value: 'payment' },
      { name: 'file', value: big, filename: 'big.png' },
    ])
    expect(tooBig.statusCode).toBe(413)
    expect(tooBig.json()).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' })
    const json = await call('POST', '/api/player/documents', cookie, { kind: 'identity' })
    expect(json.statusCode).toBe(422)
    expect((await call('GET', '/api/player/documents', cookie)).json().documents).toEqual([])
  })
})

describe('POST /api/auth_providers/update_details', () => {
  it('fills terms_acceptance from auth_fields_missed', async () => {
    const { cookie, player } = await register(t.app)
    await t.db
      .update(players)
      .set({ authFieldsMissed: ['terms_acceptance'] })
      .where(eq(players.id, player.id))
    expect((await call('GET', '/api/player', cookie)).json().auth_fields_missed).toEqual(['terms_acceptance'])
    const refused = await call('POST', '/api/auth_providers/update_details', cookie, {
      user: { terms_acceptance: false },
    })
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toEqual({ errors: { terms_acceptance: ['VALIDATION.MUST_CHECKED'] } })
    const empty = await call('POST', '/api/auth_providers/update_details', cookie, { user: {} })
    expect(empty.json().errors.terms_acceptance[0]).toBe('VALIDATION.REQUIRED')
    const accepted = await call('POST', '/api/auth_providers/update_details', cookie, {
      user: { terms_acceptance: true },
    })
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json().auth_fields_missed).toEqual([])
  })

  it('fills other missing fields with their rules', async () => {
    const { cookie, player } = await register(t.app)
    await t.db
      .update(players)
      .set({ authFieldsMissed: ['mobile_phone', 'terms_acceptance'] })
      .where(eq(players.id, player.id))
    const bad = await call('POST', '/api/auth_providers/update_details', cookie, {
      user: { mobile_phone: '12' },
    })
    expect(bad.json()).toEqual({ errors: { mobile_phone: ['VALIDATION.PHONE.MIN'] } })
    const phone = await call('POST', '/api/auth_providers/update_details', cookie, {
      user: { mobile_phone: '+49 170 1234567' },
    })
    expect(phone.json()).toMatchObject({
      mobile_phone: '+49 170 1234567',
      auth_fields_missed: ['terms_acceptance'],
    })
  })
})
