// The signed-in player's profile (issue 3 items 5, 16): read and edit with the rules' keys and
// state derivation, minimum age by licence, password change.

import * as api from '@croupier/contract/api.generated'
import { describe, expect, it } from 'vitest'
import { register, signIn } from './helpers/auth.ts'
import { nameOf } from './helpers/call.ts'
import { call, setupPlayerApp, t } from './helpers/player.ts'

setupPlayerApp()

describe(nameOf(api.getPlayer), () => {
  it('has every field of spec 1 §3 User', async () => {
    const { cookie } = await signIn(t.app, 'vip@croupier.local')
    const player = (await call(api.getPlayer, cookie)).json()
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

describe(nameOf(api.updatePlayer), () => {
  it('saves the fields sent, derives the state for Canada and Australia, ignores email and ids', async () => {
    const { cookie, player } = await register(t.app)
    const canada = await call(api.updatePlayer, cookie, {
      rawBody: {
        first_name: 'Anne',
        last_name: 'Roy',
        date_of_birth: '01/02/1990',
        country: 'ca',
        postal_code: 'H2X 1Y4',
        city: 'Montréal',
        gender: 'female',
        email: 'hijack@example.com',
        id: 1,
      },
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
    const australia = await call(api.updatePlayer, cookie, {
      body: {
        country: 'AU',
        postal_code: '3000',
        state: '',
      },
    })
    expect(australia.json().state).toBe('VIC')
    // A state the player typed is kept.
    const kept = await call(api.updatePlayer, cookie, { body: { postal_code: '2000', state: 'Somewhere' } })
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
    const response = await call(api.updatePlayer, cookie, { rawBody: body })
    expect(response.statusCode, response.body).toBe(422)
    expect(response.json().errors[field]).toEqual(keys)
  })

  it('uses 21 as the minimum age under the EE licence', async () => {
    const { cookie } = await signIn(t.app, 'ee@croupier.local')
    const nineteen = `01/01/${new Date().getUTCFullYear() - 19}`
    const response = await call(api.updatePlayer, cookie, { body: { date_of_birth: nineteen } })
    expect(response.json().errors.date_of_birth).toEqual(['VALIDATION.BIRTHDAY.MIN_AGE'])
  })

  it('changes the password with the current one and signs out the other sessions', async () => {
    const { cookie, email } = await register(t.app)
    const other = await signIn(t.app, email.toLowerCase(), 'Secret-123')
    const wrong = await call(api.updatePlayer, cookie, {
      body: {
        current_password: 'nope',
        password: 'Changed-123',
        password_confirmation: 'Changed-123',
      },
    })
    expect(wrong.json()).toEqual({ errors: { current_password: ['VALIDATION.INVALID'] } })
    const changed = await call(api.updatePlayer, cookie, {
      body: {
        current_password: 'Secret-123',
        password: 'Changed-123',
        password_confirmation: 'Changed-123',
      },
    })
    expect(changed.statusCode).toBe(200)
    expect((await call(api.getPlayer, other.cookie)).statusCode).toBe(401)
    expect((await call(api.getPlayer, cookie)).statusCode).toBe(200)
    await signIn(t.app, email.toLowerCase(), 'Changed-123')
  })
})
