import type { PlayerFields } from '@croupier/contract/info/get-player-fields'
import { V } from '@croupier/rules/validation-keys'
import { describe, expect, it } from 'vitest'
import {
  changedFields,
  personalFieldSpecs,
  splitServerErrors,
  stateHint,
  validatePersonalData,
  validationErrorsOf,
  valuesFromPlayer,
} from './personal-data'

// The shape of the platform's seed (apps/platform/src/seed/config/player-fields.ts), cut down.
const INFO: PlayerFields = {
  fields: [
    { field: 'nickname', type: 'string', rules: [{ rule: 'nickname' }, { rule: 'max_length', value: 15 }] },
    { field: 'first_name', type: 'string', rules: [{ rule: 'required' }, { rule: 'max_length', value: 50 }] },
    { field: 'last_name', type: 'string', rules: [{ rule: 'required' }] },
    { field: 'date_of_birth', type: 'date', rules: [{ rule: 'birthday_inline' }] },
    { field: 'gender', type: 'select', options: ['male', 'female'], rules: [] },
    { field: 'country', type: 'country', rules: [{ rule: 'required' }] },
    { field: 'city', type: 'string', rules: [] },
    { field: 'address', type: 'string', rules: [] },
    { field: 'postal_code', type: 'string', rules: [{ rule: 'postalCodeByCountry' }] },
    { field: 'state', type: 'string', rules: [{ rule: 'max_length', value: 100 }] },
    { field: 'mobile_phone', type: 'phone', rules: [{ rule: 'minLangPhoneNumber' }] },
    { field: 'profession', type: 'string', rules: [] },
    { field: 'receive_promos', type: 'boolean', rules: [] },
  ],
  contexts: {
    edition: [
      { field: 'receive_promos', required: false },
      { field: 'gender', required: false },
      { field: 'state', required: false },
      { field: 'nickname', required: false },
      { field: 'profession', required: false },
      { field: 'first_name', required: true },
      { field: 'last_name', required: true },
      { field: 'date_of_birth', required: true },
      { field: 'country', required: true },
      { field: 'city', required: true },
      { field: 'address', required: true },
      { field: 'postal_code', required: true },
      { field: 'mobile_phone', required: true },
    ],
  },
}

const NOW = new Date('2026-03-01T12:00:00Z')
const CTX = { now: NOW, estonia: false }
const specs = personalFieldSpecs(INFO)

const VALID = {
  nickname: 'Lucky.Lu',
  first_name: 'Lucy',
  last_name: "O'Hara-Smith",
  date_of_birth: '14/07/1990',
  gender: 'female',
  mobile_phone: '+1 (604) 555-0100',
  profession: '',
  country: 'CA',
  city: 'Vancouver',
  address: '1 Main Street',
  postal_code: 'V5K 0A1',
  state: '',
}

describe('personalFieldSpecs', () => {
  it('lists the edition context without check boxes, in the form order, with its required flags', () => {
    expect(specs.map((spec) => spec.name)).toEqual([
      'nickname',
      'first_name',
      'last_name',
      'date_of_birth',
      'gender',
      'mobile_phone',
      'profession',
      'country',
      'city',
      'address',
      'postal_code',
      'state',
    ])
    expect(specs.find((spec) => spec.name === 'first_name')).toMatchObject({ required: true, maxLength: 50 })
    expect(specs.find((spec) => spec.name === 'gender')).toMatchObject({
      kind: 'select',
      options: ['male', 'female'],
    })
    expect(specs.find((spec) => spec.name === 'country')?.kind).toBe('country')
    expect(specs.find((spec) => spec.name === 'nickname')?.required).toBe(false)
  })

  it('shows every personal field, none required, without the field info', () => {
    const fallback = personalFieldSpecs(null)
    expect(fallback).toHaveLength(12)
    expect(fallback.every((spec) => !spec.required)).toBe(true)
  })
})

describe('validatePersonalData (spec 1 §5 rules, edition context)', () => {
  it('accepts a complete, valid profile', () => {
    const errors = validatePersonalData({ ...VALID, last_name: 'Hara-Smith' }, specs, CTX)
    expect(errors).toEqual({})
  })

  const cases: [string, Record<string, string>, string, string][] = [
    ['required field emptied', { first_name: '' }, 'first_name', V.REQUIRED],
    ['nickname shorter than 3', { nickname: 'ab' }, 'nickname', V.NICKNAME],
    ['nickname longer than 15 (nickname rule first)', { nickname: 'a'.repeat(16) }, 'nickname', V.NICKNAME],
    ['name with forbidden characters', { first_name: 'Lucy!' }, 'first_name', V.NAME_CHARTS],
    ['birthday not DD/MM/YYYY', { date_of_birth: '1990-07-14' }, 'date_of_birth', V.DATE_INVALID],
    ['birthday day 32', { date_of_birth: '32/07/1990' }, 'date_of_birth', V.BIRTH_DAY],
    ['birthday month 13', { date_of_birth: '14/13/1990' }, 'date_of_birth', V.BIRTH_MONTH],
    ['birthday 31 February', { date_of_birth: '31/02/1990' }, 'date_of_birth', V.DATE_INVALID],
    ['birthday year under 18', { date_of_birth: '14/07/2010' }, 'date_of_birth', V.BIRTH_YEAR],
    ['birthday under 18', { date_of_birth: '02/03/2008' }, 'date_of_birth', V.BIRTHDAY_MIN_AGE],
    ['phone under 8 characters', { mobile_phone: '+1 555' }, 'mobile_phone', V.PHONE_MIN],
    ['postal code not Canadian', { postal_code: '12345' }, 'postal_code', V.POSTAL_CODE],
    ['state over the info’s 100 characters', { state: 'x'.repeat(101) }, 'state', V.MAX_LENGTH],
  ]
  it.each(cases)('%s', (_, patch, field, key) => {
    const errors = validatePersonalData({ ...VALID, last_name: 'Hara', ...patch }, specs, CTX)
    expect(errors[field]?.[0]).toBe(key)
  })

  it('asks 21 years with the Estonia flag (spec 1 §9)', () => {
    const values = { ...VALID, last_name: 'Hara', date_of_birth: '01/01/2006' }
    expect(validatePersonalData(values, specs, CTX).date_of_birth).toBeUndefined()
    expect(validatePersonalData(values, specs, { ...CTX, estonia: true }).date_of_birth?.[0]).toBe(
      V.BIRTHDAY_MIN_AGE,
    )
  })

  it('checks the postal code against the country chosen in the form', () => {
    const values = { ...VALID, last_name: 'Hara', country: 'AU', postal_code: '2000' }
    expect(validatePersonalData(values, specs, { ...CTX, country: 'CA' }).postal_code).toBeUndefined()
  })
})

describe('changedFields', () => {
  const initial = valuesFromPlayer(
    { nickname: 'Lucky', first_name: 'Lucy', state: 'BC', city: null } as never,
    personalFieldSpecs(null),
  )

  it('sends only what changed, trimmed, and an emptied field as null', () => {
    expect(changedFields(initial, { ...initial, nickname: ' Lucky2 ', state: '', city: '' })).toEqual({
      nickname: 'Lucky2',
      state: null,
    })
  })

  it('is empty when nothing changed but spaces', () => {
    expect(changedFields(initial, { ...initial, first_name: 'Lucy ' })).toEqual({})
  })
})

describe('server answers', () => {
  it('reads the errors of a 422 body and splits them between fields and the form', () => {
    const body = {
      errors: { postal_code: ['VALIDATION.POSTAL_CODE'], email: ['VALIDATION.INVALID'], bad: 'x' },
    }
    const errors = validationErrorsOf(body)
    expect(errors).toEqual({
      postal_code: ['VALIDATION.POSTAL_CODE'],
      email: ['VALIDATION.INVALID'],
      bad: ['x'],
    })
    expect(splitServerErrors(errors ?? {}, specs)).toEqual({
      fields: { postal_code: ['VALIDATION.POSTAL_CODE'] },
      form: ['VALIDATION.INVALID', 'x'],
    })
    expect(validationErrorsOf({ error: 'INTERNAL' })).toBeNull()
  })
})

describe('stateHint (spec 1 §4 state derivation)', () => {
  it('names the state the platform will derive for an empty state in Canada and Australia', () => {
    expect(stateHint({ country: 'CA', postal_code: 'V5K 0A1', state: '' })).toBe('BC')
    expect(stateHint({ country: 'AU', postal_code: '3000', state: '' })).toBe('VIC')
    expect(stateHint({ country: 'AU', postal_code: '3000', state: 'NSW' })).toBeNull()
    expect(stateHint({ country: 'DE', postal_code: '10115', state: '' })).toBeNull()
  })
})
