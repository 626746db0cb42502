// Player field info (spec 1 §3): every profile field with its rules (spec 1 §5), and which fields
// each context asks for. Deposit and cashout need the full profile (spec 1 §2 "incomplete profile").
import type { PlayerFields } from '@croupier/contract/info/get-player-fields'

const PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'date_of_birth',
  'country',
  'city',
  'address',
  'postal_code',
  'mobile_phone',
] as const

const required = (fields: readonly string[]) => fields.map((field) => ({ field, required: true }))
const optional = (fields: readonly string[]) => fields.map((field) => ({ field, required: false }))

export const PLAYER_FIELDS: PlayerFields = {
  fields: [
    {
      field: 'email',
      type: 'email',
      rules: [{ rule: 'required' }, { rule: 'email' }, { rule: 'max_length', value: 100 }],
    },
    {
      field: 'password',
      type: 'password',
      rules: [
        { rule: 'required' },
        { rule: 'min_length', value: 6 },
        { rule: 'max_length', value: 128 },
        { rule: 'password' },
      ],
    },
    {
      field: 'password_confirmation',
      type: 'password',
      rules: [{ rule: 'required' }, { rule: 'confirmedBy', value: 'password' }],
    },
    {
      field: 'nickname',
      type: 'string',
      rules: [{ rule: 'nickname' }, { rule: 'min_length', value: 3 }, { rule: 'max_length', value: 15 }],
    },
    {
      field: 'first_name',
      type: 'string',
      rules: [{ rule: 'required' }, { rule: 'nameCharts' }, { rule: 'max_length', value: 50 }],
    },
    {
      field: 'last_name',
      type: 'string',
      rules: [{ rule: 'required' }, { rule: 'nameCharts' }, { rule: 'max_length', value: 50 }],
    },
    { field: 'date_of_birth', type: 'date', rules: [{ rule: 'required' }, { rule: 'birthday_inline' }] },
    { field: 'gender', type: 'select', options: ['male', 'female'], rules: [] },
    { field: 'country', type: 'country', rules: [{ rule: 'required' }] },
    { field: 'state', type: 'string', rules: [{ rule: 'max_length', value: 100 }] },
    {
      field: 'city',
      type: 'string',
      rules: [{ rule: 'required' }, { rule: 'nameCharts' }, { rule: 'max_length', value: 100 }],
    },
    { field: 'address', type: 'string', rules: [{ rule: 'required' }, { rule: 'max_length', value: 200 }] },
    {
      field: 'postal_code',
      type: 'string',
      rules: [{ rule: 'required' }, { rule: 'postalCodeByCountry' }, { rule: 'max_length', value: 12 }],
    },
    {
      field: 'mobile_phone',
      type: 'phone',
      rules: [{ rule: 'required' }, { rule: 'minLangPhoneNumber' }, { rule: 'max_length', value: 20 }],
    },
    { field: 'currency', type: 'currency', rules: [{ rule: 'required' }] },
    { field: 'receive_promos', type: 'boolean', rules: [] },
    { field: 'receive_sms_promos', type: 'boolean', rules: [] },
    { field: 'terms_acceptance', type: 'boolean', rules: [{ rule: 'must_checked' }] },
    { field: 'age_acceptance', type: 'boolean', rules: [{ rule: 'must_checked' }] },
    { field: 'personal_id_number', type: 'string', rules: [{ rule: 'personalId' }] },
    { field: 'profession', type: 'string', rules: [{ rule: 'max_length', value: 100 }] },
    { field: 'iban', type: 'string', rules: [{ rule: 'ibanValidation' }, { rule: 'ibanValidationLT' }] },
    { field: 'card_holder', type: 'string', rules: [{ rule: 'onlyEnglishCharacters' }] },
  ],
  contexts: {
    registration: [
      ...required(['email', 'password', 'password_confirmation', 'currency', 'country', 'terms_acceptance']),
      ...required(['age_acceptance']),
      ...optional(['nickname', 'receive_promos', 'receive_sms_promos']),
    ],
    deposit: required(PROFILE_FIELDS),
    cashout: [...required(PROFILE_FIELDS), ...optional(['iban', 'card_holder'])],
    edition: [
      ...optional(['nickname', 'gender', 'state', 'profession', 'receive_promos', 'receive_sms_promos']),
      ...required(PROFILE_FIELDS),
    ],
    // Live dealers check the player's identity at the table.
    'provider:evolution': required(['first_name', 'last_name', 'date_of_birth', 'country']),
    'provider:pragmaticplaylive': required(['first_name', 'last_name', 'country']),
    'provider:ezugi': required(['first_name', 'last_name', 'date_of_birth', 'country', 'city']),
  },
}
