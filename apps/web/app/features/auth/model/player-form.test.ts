import type { PlayerFields } from '@croupier/contract/info/get-player-fields'
import { V } from '@croupier/rules/validation-keys'
import { describe, expect, it } from 'vitest'
import {
  contextFields,
  initialValues,
  mapServerErrors,
  normaliseValues,
  validateForm,
  validationReport,
} from './player-form'

// The platform's seeded registration context (apps/platform/src/seed/config/player-fields.ts), trimmed.
const INFO: PlayerFields = {
  fields: [
    { field: 'email', type: 'email', rules: [{ rule: 'required' }, { rule: 'email' }] },
    { field: 'password', type: 'password', rules: [{ rule: 'required' }, { rule: 'password' }] },
    { field: 'password_confirmation', type: 'password', rules: [{ rule: 'confirmedBy', value: 'password' }] },
    { field: 'nickname', type: 'string', rules: [{ rule: 'nickname' }] },
    { field: 'date_of_birth', type: 'date', rules: [{ rule: 'birthday_inline' }] },
    { field: 'mobile_phone', type: 'phone', rules: [{ rule: 'minLangPhoneNumber' }] },
    { field: 'postal_code', type: 'string', rules: [{ rule: 'postalCodeByCountry' }] },
    { field: 'country', type: 'country', rules: [{ rule: 'required' }] },
    { field: 'currency', type: 'currency', rules: [{ rule: 'required' }] },
    { field: 'receive_promos', type: 'boolean', rules: [] },
    { field: 'terms_acceptance', type: 'boolean', rules: [{ rule: 'must_checked' }] },
    { field: 'age_acceptance', type: 'boolean', rules: [{ rule: 'must_checked' }] },
  ],
  contexts: {
    registration: [
      { field: 'email', required: true },
      { field: 'password', required: true },
      { field: 'password_confirmation', required: true },
      { field: 'terms_acceptance', required: true },
      { field: 'age_acceptance', required: true },
      { field: 'currency', required: true },
      { field: 'country', required: true },
      { field: 'receive_promos', required: false },
      { field: 'nickname', required: false },
      { field: 'date_of_birth', required: false },
      { field: 'mobile_phone', required: false },
      { field: 'postal_code', required: false },
    ],
  },
}

const NOW = new Date('2030-06-15T12:00:00Z')
const ctx = { now: NOW, estonia: false }
const fields = contextFields(INFO, 'registration')

const VALID = {
  email: 'ada@example.com',
  password: 'Secret-2030',
  password_confirmation: 'Secret-2030',
  terms_acceptance: true,
  age_acceptance: true,
  currency: 'EUR',
  country: 'CA',
  receive_promos: false,
  nickname: '',
  date_of_birth: '',
  mobile_phone: '',
  postal_code: '',
}

function errorsFor(patch: Record<string, string | boolean>, options = ctx) {
  return validateForm(normaliseValues({ ...VALID, ...patch }, fields), fields, options, INFO)
}

describe('registration fields from player_fields (spec 1 §3)', () => {
  it('shows the context fields in order with the consents last, optional before required', () => {
    expect(fields.map((f) => f.name)).toEqual([
      'email',
      'password',
      'password_confirmation',
      'currency',
      'country',
      'nickname',
      'date_of_birth',
      'mobile_phone',
      'postal_code',
      'receive_promos',
      'terms_acceptance',
      'age_acceptance',
    ])
    expect(fields.find((f) => f.name === 'age_acceptance')).toMatchObject({ type: 'boolean', required: true })
  })

  it('starts with check boxes off and the given defaults', () => {
    const values = initialValues(fields, { currency: 'CAD' })
    expect(values).toMatchObject({ email: '', terms_acceptance: false, currency: 'CAD' })
  })
})

describe('registration validation (spec 1 §5)', () => {
  it('accepts a complete, valid form', () => {
    expect(errorsFor({})).toEqual({})
  })

  it.each([
    ['email VALIDATION.EMAIL.INVALID', { email: 'ada@' }, 'email', V.EMAIL_INVALID],
    [
      'password WRONG_CHARTS',
      { password: 'has space1', password_confirmation: 'has space1' },
      'password',
      V.WRONG_CHARTS,
    ],
    [
      'passwords do not match',
      { password_confirmation: 'Secret-2031' },
      'password_confirmation',
      V.PASSWORDS_DO_NOT_MATCH,
    ],
    ['nickname 3 to 15: too short', { nickname: 'ab' }, 'nickname', V.NICKNAME],
    ['nickname 3 to 15: too long', { nickname: 'a'.repeat(16) }, 'nickname', V.NICKNAME],
    ['birthday strict (isValidDate)', { date_of_birth: '1/2/1990' }, 'date_of_birth', V.DATE_INVALID],
    ['birthday a real date (isValidDate)', { date_of_birth: '31/02/1990' }, 'date_of_birth', V.DATE_INVALID],
    ['birthday day at most 31 (birthDay)', { date_of_birth: '32/01/1990' }, 'date_of_birth', V.BIRTH_DAY],
    ['birthday month 13 (birthMonth)', { date_of_birth: '01/13/1990' }, 'date_of_birth', V.BIRTH_MONTH],
    ['birthday year 18 ago (birthYear)', { date_of_birth: '01/01/2020' }, 'date_of_birth', V.BIRTH_YEAR],
    ['birthday older than 18', { date_of_birth: '16/06/2012' }, 'date_of_birth', V.BIRTHDAY_MIN_AGE],
    ['phone at least 8', { mobile_phone: '+1 234' }, 'mobile_phone', V.PHONE_MIN],
    ['postal code by country (CA)', { postal_code: '12345' }, 'postal_code', V.POSTAL_CODE],
    ['terms must be checked', { terms_acceptance: false }, 'terms_acceptance', V.MUST_CHECKED],
    [
      'age must be checked (a field only the platform knows)',
      { age_acceptance: false },
      'age_acceptance',
      V.MUST_CHECKED,
    ],
    ['email required', { email: '   ' }, 'email', V.REQUIRED],
  ])('%s', (_name, patch, field, key) => {
    expect(errorsFor(patch)[field]?.[0]).toBe(key)
  })

  it('asks 21 years with the Estonia flag (licence EE), 18 without', () => {
    const twenty = { date_of_birth: '01/01/2010' }
    expect(errorsFor(twenty)).toEqual({})
    expect(errorsFor(twenty, { now: NOW, estonia: true }).date_of_birth).toEqual([V.BIRTHDAY_MIN_AGE])
  })

  it('checks the postal code against the chosen country', () => {
    expect(errorsFor({ country: 'DE', postal_code: '10115' })).toEqual({})
    expect(errorsFor({ country: 'DE', postal_code: 'K1A 0B1' }).postal_code).toEqual([V.POSTAL_CODE])
  })

  it('trims text but keeps passwords as typed', () => {
    const values = normaliseValues({ email: ' ada@example.com ', password: ' x ' }, fields)
    expect(values).toEqual({ email: 'ada@example.com', password: ' x ' })
  })
})

describe('server answers and the validation report', () => {
  it('maps a 422 onto the shown fields and keeps the rest for the form', () => {
    expect(mapServerErrors({ email: [V.EMAIL_TAKEN], captcha: ['CAPTCHA_FAILED'] }, fields)).toEqual({
      fields: { email: [V.EMAIL_TAKEN] },
      form: ['CAPTCHA_FAILED'],
    })
  })

  it('reports each failing field with its first message (PUT /metrics-errors-validation)', () => {
    const errors = errorsFor({ email: 'nope', password: 'ab', terms_acceptance: false })
    expect(validationReport(errors, 'registration')).toEqual({
      side: 'client',
      component: 'registration',
      errors: [
        { key: 'email', message: V.EMAIL_INVALID },
        { key: 'password', message: V.PASSWORD_TOO_SHORT },
        { key: 'password_confirmation', message: V.PASSWORDS_DO_NOT_MATCH },
        { key: 'terms_acceptance', message: V.MUST_CHECKED },
      ],
    })
    expect(validationReport({}, 'registration')).toBeNull()
  })
})
