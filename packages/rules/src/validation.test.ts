import { describe, expect, it } from 'vitest'
import {
  confirmedBy,
  email,
  type FieldRule,
  integer,
  isEmpty,
  LT_IBAN_GROUP,
  MIN_AGE,
  MIN_AGE_ESTONIA,
  maxLength,
  maxValue,
  minLangPhoneNumber,
  minLength,
  minValue,
  mustChecked,
  NICKNAME_MAX,
  NICKNAME_MIN,
  nameCharts,
  nickname,
  PASSWORD_MIN_LENGTH,
  PERSONAL_ID_LENGTH,
  PHONE_MIN_LENGTH,
  password,
  passwordLength,
  personalId,
  required,
  validateFields,
} from './validation'
import { V } from './validation-keys'

describe('spec 1 §9 constants', () => {
  it('nickname 3 to 15; personal ID 11; minimum age 18 (21 Estonia); phone 8; LT IBAN group 1101', () => {
    expect([NICKNAME_MIN, NICKNAME_MAX]).toEqual([3, 15])
    expect(PERSONAL_ID_LENGTH).toBe(11)
    expect([MIN_AGE, MIN_AGE_ESTONIA]).toEqual([18, 21])
    expect(PHONE_MIN_LENGTH).toBe(8)
    expect(LT_IBAN_GROUP).toBe(1101)
    expect(PASSWORD_MIN_LENGTH).toBe(6)
  })
})

describe('generic rules', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    ['   ', true],
    [[], true],
    ['a', false],
    [0, false],
    [false, false],
  ])('isEmpty(%j) → %s', (v, expected) => {
    expect(isEmpty(v)).toBe(expected)
  })
  it.each([
    [null, V.REQUIRED],
    ['', V.REQUIRED],
    ['  ', V.REQUIRED],
    [[], V.REQUIRED],
    ['x', null],
    [0, null],
    [false, null],
  ])('required(%j) → %s', (v, expected) => {
    expect(required(v)).toBe(expected)
  })
  it.each([
    ['abc', 3, null],
    ['ab', 3, V.MIN_LENGTH],
    ['', 3, null],
    ['äöü', 3, null],
    ['😀😀', 3, V.MIN_LENGTH],
    [[1, 2], 3, V.MIN_LENGTH],
  ])('minLength(%j, %i) → %s', (v, n, expected) => {
    expect(minLength(v, n)).toBe(expected)
  })
  it.each([
    ['abc', 3, null],
    ['abcd', 3, V.MAX_LENGTH],
    ['😀😀😀', 3, null],
    [null, 3, null],
  ])('maxLength(%j, %i) → %s', (v, n, expected) => {
    expect(maxLength(v, n)).toBe(expected)
  })
  it.each([
    [5, 5, null],
    [4.99, 5, V.MIN_VALUE],
    ['10', 5, null],
    ['abc', 5, V.INVALID],
    ['', 5, null],
  ])('minValue(%j, %j) → %s', (v, min, expected) => {
    expect(minValue(v, min)).toBe(expected)
  })
  it.each([
    [5, 5, null],
    [5.01, 5, V.MAX_VALUE],
    ['3', 5, null],
    [Number.NaN, 5, V.INVALID],
  ])('maxValue(%j, %j) → %s', (v, max, expected) => {
    expect(maxValue(v, max)).toBe(expected)
  })
  it.each([
    [3, null],
    [-3, null],
    ['12', null],
    ['-12', null],
    [1.5, V.INTEGER],
    ['1.5', V.INTEGER],
    ['1e3', V.INTEGER],
    ['', null],
  ])('integer(%j) → %s', (v, expected) => {
    expect(integer(v)).toBe(expected)
  })
})

describe('email (spec 1 §5: standard pattern, case-insensitive, VALIDATION.EMAIL.INVALID)', () => {
  it.each([
    ['player@example.com', null],
    ['Player.Name+tag@Example.CO.UK', null],
    ['a@b.io', null],
    ["o'hara@mail.de", null],
    ['', null],
    ['plainaddress', V.EMAIL_INVALID],
    ['a@b', V.EMAIL_INVALID],
    ['a@b.c', V.EMAIL_INVALID],
    ['a b@c.com', V.EMAIL_INVALID],
    ['a@@b.com', V.EMAIL_INVALID],
    ['.a@b.com', V.EMAIL_INVALID],
    ['a..b@c.com', V.EMAIL_INVALID],
    ['a@-b.com', V.EMAIL_INVALID],
    [' a@b.com', V.EMAIL_INVALID],
    [`${'x'.repeat(65)}@b.com`, V.EMAIL_INVALID],
    [`a@${'b'.repeat(250)}.com`, V.EMAIL_INVALID],
  ])('email(%j) → %s', (v, expected) => {
    expect(email(v)).toBe(expected)
  })
})

describe('personalId (spec 1 §5, §9: exactly 11 characters)', () => {
  it.each([
    ['39001010000', null],
    ['3900101000', V.PERSONAL_ID],
    ['390010100001', V.PERSONAL_ID],
    ['AB-12345678', null],
    [39001010000, null],
    ['', null],
  ])('personalId(%j) → %s', (v, expected) => {
    expect(personalId(v)).toBe(expected)
  })
})

describe('password (spec 1 §5: letters, digits and | @ # $ ^ & = " ! № \' ; % : ? ( ) _ + - / , . < >; WRONG_CHARTS)', () => {
  it.each([
    ['Secret123', null],
    ['|@#$^&="!№\';%:?()_+-/,.<>', null],
    ['пароль123', null],
    ['Kennwort_ß', null],
    ['with space', V.WRONG_CHARTS],
    ['star*', V.WRONG_CHARTS],
    ['tilde~', V.WRONG_CHARTS],
    ['brace{', V.WRONG_CHARTS],
    ['back\\slash', V.WRONG_CHARTS],
    ['emoji😀', V.WRONG_CHARTS],
    ['', null],
  ])('password(%j) → %s', (v, expected) => {
    expect(password(v)).toBe(expected)
  })
  it.each([
    ['12345', V.PASSWORD_TOO_SHORT],
    ['123456', null],
    ['x'.repeat(128), null],
    ['x'.repeat(129), V.MAX_LENGTH],
    ['', null],
  ])('passwordLength(%j) → %s', (v, expected) => {
    expect(passwordLength(v)).toBe(expected)
  })
  it.each([
    ['abc123', 'abc123', null],
    ['abc123', 'abc124', V.PASSWORDS_DO_NOT_MATCH],
    ['', 'abc123', V.PASSWORDS_DO_NOT_MATCH],
    ['', '', null],
    [undefined, '', null],
  ])('confirmedBy(%j, %j) → %s', (v, other, expected) => {
    expect(confirmedBy(v, other)).toBe(expected)
  })
})

describe('nameCharts (spec 1 §5: letters, spaces, digits, dot, hyphen)', () => {
  it.each([
    ['Anna-Maria', null],
    ['J. R. Smith 3', null],
    ['Jürgen', null],
    ['Zoë', null],
    ['Søren Åberg', null],
    ['Иван', null],
    ["O'Brien", V.NAME_CHARTS],
    ['Anna_Maria', V.NAME_CHARTS],
    ['a@b', V.NAME_CHARTS],
    ['', null],
  ])('nameCharts(%j) → %s', (v, expected) => {
    expect(nameCharts(v)).toBe(expected)
  })
})

describe('minLangPhoneNumber (spec 1 §5, §9: at least 8 of digits, plus, parentheses, space, hyphen)', () => {
  it.each([
    ['12345678', null],
    ['1234567', V.PHONE_MIN],
    ['+1 (555) 123-4567', null],
    ['+372 555', null],
    ['+37255', V.PHONE_MIN],
    ['1234567a', V.PHONE_MIN],
    ['12345678.', V.PHONE_MIN],
    ['', null],
  ])('minLangPhoneNumber(%j) → %s', (v, expected) => {
    expect(minLangPhoneNumber(v)).toBe(expected)
  })
})

describe('nickname (spec 1 §5, §9: letters, spaces, digits, dot, hyphen; 3 to 15; empty allowed)', () => {
  it.each([
    ['', null],
    [null, null],
    ['ab', V.NICKNAME],
    ['abc', null],
    ['a'.repeat(15), null],
    ['a'.repeat(16), V.NICKNAME],
    ['Lucky-7 Ace.', null],
    ['Spieler Ö', null],
    ['lucky_7', V.NICKNAME],
    ['no!', V.NICKNAME],
  ])('nickname(%j) → %s', (v, expected) => {
    expect(nickname(v)).toBe(expected)
  })
})

describe('mustChecked (spec 1 §5: must be true)', () => {
  it.each([
    [true, null],
    ['true', null],
    ['on', null],
    [false, V.MUST_CHECKED],
    [undefined, V.MUST_CHECKED],
    ['false', V.MUST_CHECKED],
    [1, V.MUST_CHECKED],
  ])('mustChecked(%j) → %s', (v, expected) => {
    expect(mustChecked(v)).toBe(expected)
  })
})

describe('validateFields', () => {
  const rules: Record<string, FieldRule[]> = {
    email: [required, email],
    password: [required, password, passwordLength],
    confirm: [(v, all) => confirmedBy(v, all.password)],
    nickname: [nickname],
  }
  it('returns only failing fields, first failing key first, no repeats', () => {
    const errors = validateFields(
      { email: '', password: 'a b', confirm: 'x', nickname: 'Ace' },
      { ...rules, password: [required, password, password, passwordLength] },
    )
    expect(errors).toEqual({
      email: [V.REQUIRED],
      password: [V.WRONG_CHARTS, V.PASSWORD_TOO_SHORT],
      confirm: [V.PASSWORDS_DO_NOT_MATCH],
    })
  })
  it('is empty for a valid form', () => {
    expect(
      validateFields({ email: 'a@b.co', password: 'abc123', confirm: 'abc123', nickname: '' }, rules),
    ).toEqual({})
  })
})
