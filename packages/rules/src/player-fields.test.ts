import { describe, expect, it } from 'vitest'
import {
  FIELD_RULES,
  isPlayerFieldName,
  isProfileIncomplete,
  missingPersonalInfo,
  PERSONAL_INFO_FIELDS,
  PLAYER_FIELD_NAMES,
  type PlayerFieldName,
  rulesForField,
  validatePlayerFields,
} from './player-fields'
import { required } from './validation'
import { V } from './validation-keys'

const ctx = { now: new Date('2025-06-15T12:00:00Z'), estonia: false }

const complete = {
  email: 'player@example.com',
  password: 'Secret1',
  password_confirmation: 'Secret1',
  nickname: 'Ace',
  first_name: 'Anna',
  last_name: 'Smith',
  date_of_birth: '01/02/1990',
  country: 'CA',
  city: 'Ottawa',
  address: '1 Main St',
  postal_code: 'K1A 0B1',
  mobile_phone: '+1 613 555 0100',
  currency: 'CAD',
  terms_acceptance: true,
  personal_id: '39001010000',
}

describe('player field names (spec 1 §3 User)', () => {
  it('every field has rules', () => {
    expect(PLAYER_FIELD_NAMES).toHaveLength(20)
    for (const f of PLAYER_FIELD_NAMES) expect(Array.isArray(FIELD_RULES[f](ctx))).toBe(true)
    expect(isPlayerFieldName('email')).toBe(true)
    expect(isPlayerFieldName('password_hash')).toBe(false)
  })
})

describe('validatePlayerFields', () => {
  const all = PLAYER_FIELD_NAMES
  it('a complete registration passes', () => {
    expect(validatePlayerFields(complete, all, ctx)).toEqual({})
  })
  it.each<[PlayerFieldName, unknown, string]>([
    ['email', '', V.REQUIRED],
    ['email', 'not-an-email', V.EMAIL_INVALID],
    ['password', 'pass word', V.WRONG_CHARTS],
    ['password', 'abc', V.PASSWORD_TOO_SHORT],
    ['password_confirmation', 'Secret2', V.PASSWORDS_DO_NOT_MATCH],
    ['nickname', 'ab', V.NICKNAME],
    ['first_name', '', V.REQUIRED],
    ['last_name', 'Sm!th', V.NAME_CHARTS],
    ['date_of_birth', '31/02/1990', V.DATE_INVALID],
    ['date_of_birth', '32/01/1990', V.BIRTH_DAY],
    ['date_of_birth', '01/13/1990', V.BIRTH_MONTH],
    ['date_of_birth', '01/01/2010', V.BIRTH_YEAR],
    ['date_of_birth', '16/06/2007', V.BIRTHDAY_MIN_AGE],
    ['country', 'Canada', V.INVALID],
    ['city', '', V.REQUIRED],
    ['address', null, V.REQUIRED],
    ['postal_code', '90210', V.POSTAL_CODE],
    ['mobile_phone', '555-01', V.PHONE_MIN],
    ['currency', '', V.REQUIRED],
    ['terms_acceptance', false, V.MUST_CHECKED],
    ['personal_id', '123', V.PERSONAL_ID],
  ])('%s = %j → %s first', (field, value, key) => {
    // a changed password is confirmed too, so only the field under test fails
    const confirm = field === 'password' ? { password_confirmation: value } : {}
    const errors = validatePlayerFields({ ...complete, [field]: value, ...confirm }, all, ctx)
    expect(Object.keys(errors)).toEqual([field])
    expect(errors[field]?.[0]).toBe(key)
  })
  it('Estonia raises the minimum age to 21 (spec 1 §5)', () => {
    const values = { ...complete, date_of_birth: '15/06/2005' }
    expect(validatePlayerFields(values, ['date_of_birth'], ctx)).toEqual({})
    expect(validatePlayerFields(values, ['date_of_birth'], { ...ctx, estonia: true })).toEqual({
      date_of_birth: [V.BIRTHDAY_MIN_AGE],
    })
  })
  it('checks the postal code against ctx.country, else the submitted country', () => {
    const values = { ...complete, country: 'US', postal_code: '90210' }
    expect(validatePlayerFields(values, ['postal_code'], ctx)).toEqual({})
    expect(validatePlayerFields(values, ['postal_code'], { ...ctx, country: 'CA' })).toEqual({
      postal_code: [V.POSTAL_CODE],
    })
  })
  it('hidden fields are neither required nor checked', () => {
    expect(
      validatePlayerFields({ email: 'a@b.co', password: 'Secret1' }, ['email', 'password'], ctx),
    ).toEqual({})
  })
  it('requiredFields decides which visible fields are required', () => {
    const visible: PlayerFieldName[] = ['email', 'first_name', 'gender', 'nickname']
    expect(validatePlayerFields({ email: 'a@b.co' }, visible, ctx, ['email', 'gender', 'nickname'])).toEqual({
      gender: [V.REQUIRED],
      nickname: [V.REQUIRED],
    })
    // format rules still apply to a non-required field that was filled
    expect(validatePlayerFields({ email: 'a@b.co', first_name: 'A_B' }, visible, ctx, ['email'])).toEqual({
      first_name: [V.NAME_CHARTS],
    })
  })
  it('rulesForField adds or removes required once', () => {
    expect(rulesForField('email', ctx, false)).not.toContain(required)
    expect(rulesForField('gender', ctx, true)).toEqual([required])
    expect(rulesForField('email', ctx, true).filter((r) => r === required)).toHaveLength(1)
  })
})

describe('personal info completeness before the cashbox (spec 1 §2)', () => {
  const isFiat = (c: string) => !['BTC', 'ETH', 'USDT'].includes(c)
  const user = {
    currency: 'EUR',
    mobile_phone: '+49 30 1234567',
    first_name: 'Anna',
    last_name: 'Schmidt',
    date_of_birth: '1990-02-01',
    country: 'DE',
    city: 'Berlin',
    address: 'Unter den Linden 1',
    postal_code: '10117',
  }
  it('the eight fields of the spec', () => {
    expect(PERSONAL_INFO_FIELDS).toEqual([
      'mobile_phone',
      'first_name',
      'last_name',
      'date_of_birth',
      'country',
      'city',
      'address',
      'postal_code',
    ])
  })
  it.each(PERSONAL_INFO_FIELDS.flatMap((f) => [[f, null] as const, [f, ''] as const, [f, '  '] as const]))(
    'missing %s (%j) → incomplete',
    (field, value) => {
      expect(isProfileIncomplete({ ...user, [field]: value }, isFiat)).toBe(true)
      expect(missingPersonalInfo({ ...user, [field]: value })).toEqual([field])
    },
  )
  it('complete fiat profile → complete', () => {
    expect(isProfileIncomplete(user, isFiat)).toBe(false)
  })
  it('a crypto wallet never counts as incomplete', () => {
    expect(isProfileIncomplete({ currency: 'BTC' }, isFiat)).toBe(false)
  })
  it('a guest is never incomplete', () => {
    expect(isProfileIncomplete(null, isFiat)).toBe(false)
  })
  it('a field absent from the user counts as missing', () => {
    const { city: _city, ...rest } = user
    expect(isProfileIncomplete(rest, isFiat)).toBe(true)
  })
})
