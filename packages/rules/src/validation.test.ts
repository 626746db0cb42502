import { describe, expect, it } from 'vitest'
import {
  ageOn,
  birthDate,
  birthDay,
  birthdayInline,
  birthMonth,
  birthYear,
  cardNumber,
  cardNumberDepBin,
  checkBalance,
  confirmedBy,
  email,
  type FieldRule,
  ibanIsLT,
  ibanValidation,
  ibanValidationLT,
  integer,
  isEmpty,
  isExpirationValid,
  isValidCardExpire,
  isValidDate,
  LT_IBAN_GROUP,
  luhnValid,
  MIN_AGE,
  MIN_AGE_ESTONIA,
  maxLength,
  maxValue,
  minLangPhoneNumber,
  minLength,
  minValue,
  multipleOf,
  mustChecked,
  NICKNAME_MAX,
  NICKNAME_MIN,
  nameCharts,
  nickname,
  onlyEnglishCharacters,
  PASSWORD_MIN_LENGTH,
  PERSONAL_ID_LENGTH,
  PHONE_MIN_LENGTH,
  parseStrictDate,
  password,
  passwordLength,
  personalId,
  postalCodeByCountry,
  required,
  validateFields,
} from './validation'
import { V } from './validation-keys'

const NOW = new Date('2025-06-15T12:00:00Z')

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

describe('checkBalance and multipleOf (spec 1 §5)', () => {
  it.each([
    [5000, 5000, null],
    [5001, 5000, V.NOT_ENOUGH_MONEY],
    [0, 5000, null],
    ['100', 50, V.NOT_ENOUGH_MONEY],
    ['x', 50, V.INVALID],
  ])('checkBalance(%j, %j) → %s', (amount, max, expected) => {
    expect(checkBalance(amount, max)).toBe(expected)
  })
  it.each([
    [0.3, 0.1, null],
    [1.2, 0.4, null],
    [10, 5, null],
    [12, 5, V.MULTIPLE_OF],
    [0.0001, 0.001, null], // below 3 decimals rounds to 0
    [0.0015, 0.001, null], // rounds to 0.002
    [0.25, 0.1, V.MULTIPLE_OF],
    ['0.6', 0.2, null],
    [7, 0, null],
    ['abc', 1, V.INVALID],
  ])('multipleOf(%j, %j) → %s', (v, step, expected) => {
    expect(multipleOf(v, step)).toBe(expected)
  })
})

describe('birthdayInline (spec 1 §5: strict DD/MM/YYYY, 18 or 21 with the Estonia flag)', () => {
  it.each([
    ['15/06/2007', false, null], // 18th birthday today
    ['16/06/2007', false, V.BIRTHDAY_MIN_AGE], // 18 tomorrow
    ['15/06/2004', 'true', null], // 21st birthday today
    ['16/06/2004', true, V.BIRTHDAY_MIN_AGE],
    ['16/06/2004', 'false', null], // only 'true' or true switches to 21
    ['15/06/2005', true, V.BIRTHDAY_MIN_AGE],
    ['15/06/2005', false, null],
    ['31/02/1990', false, V.BIRTHDAY_INVALID_DATE],
    ['29/02/1999', false, V.BIRTHDAY_INVALID_DATE],
    ['29/02/2000', false, null],
    ['1/6/1990', false, V.BIRTHDAY_INVALID_DATE],
    ['1990-06-01', false, V.BIRTHDAY_INVALID_DATE],
    ['15/13/1990', false, V.BIRTHDAY_INVALID_DATE],
    ['00/01/1990', false, V.BIRTHDAY_INVALID_DATE],
    ['01/01/1899', false, V.BIRTHDAY_INVALID_DATE],
    ['01/01/2030', false, V.BIRTHDAY_INVALID_DATE],
    [' 15/06/1990', false, V.BIRTHDAY_INVALID_DATE],
    ['', false, null],
  ])('birthdayInline(%j, estonia %j) on 2025-06-15 → %s', (v, estonia, expected) => {
    expect(birthdayInline(v, { now: NOW, estonia })).toBe(expected)
  })
  it('born on 29 February turns 18 on 1 March in a common year', () => {
    expect(birthdayInline('29/02/2008', { now: new Date('2026-02-28T12:00:00Z') })).toBe(V.BIRTHDAY_MIN_AGE)
    expect(birthdayInline('29/02/2008', { now: new Date('2026-03-01T00:00:00Z') })).toBeNull()
  })
  it('reads today in UTC', () => {
    // 23:30 UTC on the 14th is already the 15th in Tallinn; the platform and web agree on UTC.
    expect(birthdayInline('15/06/2007', { now: new Date('2025-06-14T23:30:00Z') })).toBe(V.BIRTHDAY_MIN_AGE)
  })
  it('ageOn counts full years', () => {
    expect(ageOn({ year: 2000, month: 6, day: 15 }, { year: 2025, month: 6, day: 14 })).toBe(24)
    expect(ageOn({ year: 2000, month: 6, day: 15 }, { year: 2025, month: 6, day: 15 })).toBe(25)
  })
})

describe('split birth date and isValidDate (spec 1 §5)', () => {
  it.each([
    ['1', null],
    ['01', null],
    ['31', null],
    ['32', V.BIRTH_DAY],
    ['0', V.BIRTH_DAY],
    ['001', V.BIRTH_DAY],
    ['a', V.BIRTH_DAY],
  ])('birthDay(%j) → %s', (v, expected) => {
    expect(birthDay(v)).toBe(expected)
  })
  it.each([
    ['12', null],
    ['01', null],
    ['13', V.BIRTH_MONTH],
    ['00', V.BIRTH_MONTH],
    ['012', V.BIRTH_MONTH],
  ])('birthMonth(%j) → %s', (v, expected) => {
    expect(birthMonth(v)).toBe(expected)
  })
  it.each([
    ['2007', null], // turns 18 during 2025
    ['2008', V.BIRTH_YEAR],
    ['1950', null],
    ['1899', V.BIRTH_YEAR],
    ['07', V.BIRTH_YEAR],
    [1990, null],
  ])('birthYear(%j) in 2025 → %s', (v, expected) => {
    expect(birthYear(v, NOW)).toBe(expected)
  })
  it.each([
    ['01/01/2020', null],
    ['29/02/2024', null],
    ['29/02/2023', V.DATE_INVALID],
    ['31/04/2020', V.DATE_INVALID],
    ['1/01/2020', V.DATE_INVALID],
    ['01/01/20', V.DATE_INVALID],
  ])('isValidDate(%j) → %s', (v, expected) => {
    expect(isValidDate(v)).toBe(expected)
  })
  it('parseStrictDate returns the calendar parts', () => {
    expect(parseStrictDate('09/11/1989')).toEqual({ year: 1989, month: 11, day: 9 })
  })
})

describe('birthDate: one DD/MM/YYYY field under every birth-date rule (spec 1 §5)', () => {
  it.each([
    ['14/07/1990', false, null],
    ['', false, null],
    ['32/01/1990', false, V.BIRTH_DAY],
    ['00/01/1990', false, V.BIRTH_DAY],
    ['01/13/1990', false, V.BIRTH_MONTH],
    ['31/02/1990', false, V.DATE_INVALID],
    ['1/2/1990', false, V.DATE_INVALID],
    ['1990-07-14', false, V.DATE_INVALID],
    ['01/01/1990/1', false, V.DATE_INVALID],
    ['01/01/2015', false, V.BIRTH_YEAR], // under 18 by the year alone
    ['31/12/2007', false, V.BIRTHDAY_MIN_AGE], // turns 18 only at the end of 2025
    ['01/01/2007', false, null],
    ['01/01/2006', true, V.BIRTHDAY_MIN_AGE], // 19: too young with the Estonia flag
    ['01/01/2090', false, V.BIRTHDAY_INVALID_DATE], // the future
    ['01/01/1899', false, V.BIRTHDAY_INVALID_DATE],
  ])('birthDate(%j, estonia %s) on 15 June 2025 → %s', (value, estonia, expected) => {
    expect(birthDate(value, { now: NOW, estonia })).toBe(expected)
  })
})

describe('card rules (spec 1 §5)', () => {
  it.each([
    ['01/26', null],
    ['12/99', null],
    ['13/26', V.EXPIRATION_INVALID],
    ['00/26', V.EXPIRATION_INVALID],
    ['01/00', V.EXPIRATION_INVALID],
    ['1/26', V.EXPIRATION_INVALID],
    ['01/2026', V.EXPIRATION_INVALID],
  ])('isExpirationValid(%j) → %s', (v, expected) => {
    expect(isExpirationValid(v)).toBe(expected)
  })
  it.each([
    ['06/25', null], // the current month is still valid
    ['05/25', V.CARD_EXPIRED],
    ['12/24', V.CARD_EXPIRED],
    ['01/26', null],
    ['13/25', V.EXPIRATION_INVALID],
  ])('isValidCardExpire(%j) in June 2025 → %s', (v, expected) => {
    expect(isValidCardExpire(v, NOW)).toBe(expected)
  })
  it.each([
    ['4111 1111 1111 1111', null],
    ['4111111111111111', null],
    ['5555555555554444', null],
    ['378282246310005', null],
    ['4111111111111112', V.CARD_NUMBER],
    ['411111111', V.CARD_NUMBER],
    ['4111-1111-1111-1111', V.CARD_NUMBER],
    ['', null],
  ])('cardNumber(%j) → %s', (v, expected) => {
    expect(cardNumber(v)).toBe(expected)
  })
  it('luhnValid', () => {
    expect(luhnValid('79927398713')).toBe(true)
    expect(luhnValid('79927398710')).toBe(false)
  })
  it.each([
    ['4111 11', [], null],
    ['4111 1', [], V.CARD_NUMBER],
    ['4111111111111111', [], null], // spec: the blocked list is empty
    ['4111111111111111', ['411111'], V.CARD_BIN_BLOCKED],
    ['4111 1111 1111 1111', ['411111'], V.CARD_BIN_BLOCKED],
    ['5555555555554444', ['411111'], null],
  ])('cardNumberDepBin(%j, %j) → %s', (v, bins, expected) => {
    expect(cardNumberDepBin(v, bins)).toBe(expected)
  })
  it.each([
    ['JOHN SMITH', null],
    ['john smith', null],
    ['Jürgen', V.ONLY_ENGLISH],
    ['J. Smith', V.ONLY_ENGLISH],
    ['', null],
  ])('onlyEnglishCharacters(%j) → %s', (v, expected) => {
    expect(onlyEnglishCharacters(v)).toBe(expected)
  })
})

describe('IBAN (spec 1 §5: letters, digits, spaces; LT adds group 1101)', () => {
  it.each([
    ['DE89 3704 0044 0532 0130 00', null],
    ['LT121000011101001000', null],
    ['DE89-3704', V.IBAN],
    ['', null],
  ])('ibanValidation(%j) → %s', (v, expected) => {
    expect(ibanValidation(v)).toBe(expected)
  })
  it.each([
    ['LT12 1000 0111 0100 1000', true],
    ['lt121000011101001000', true],
    [' LT12', true],
    ['DE89370400440532013000', false],
    ['', false],
    [null, false],
  ])('ibanIsLT(%j) → %s', (v, expected) => {
    expect(ibanIsLT(v)).toBe(expected)
    expect(ibanValidationLT(v)).toBe(expected ? V.IBAN_LT : null)
  })
})

describe('postalCodeByCountry (spec 1 §5)', () => {
  it.each([
    ['K1A 0B1', 'CA', null],
    ['k1a0b1', 'ca', null],
    ['D1A 0B1', 'CA', V.POSTAL_CODE], // D is not a Canadian first letter
    ['K1A 0B', 'CA', V.POSTAL_CODE],
    ['90210', 'US', null],
    ['90210-1234', 'US', null],
    ['9021', 'US', V.POSTAL_CODE],
    ['SW1A 1AA', 'GB', null],
    ['M1 1AE', 'GB', null],
    ['B33 8TH', 'GB', null],
    ['CR2 6XH', 'GB', null],
    ['DN55 1PT', 'GB', null],
    ['EC1A1BB', 'GB', null],
    ['GIR 0AA', 'GB', null],
    ['12345', 'GB', V.POSTAL_CODE],
    ['2000', 'AU', null],
    ['0800', 'AU', null],
    ['200', 'AU', V.POSTAL_CODE],
    ['6011', 'NZ', null],
    ['0150', 'NO', null],
    ['2100', 'DK', null],
    ['10115', 'DE', null],
    ['1011', 'DE', V.POSTAL_CODE],
    ['75008', 'FR', null],
    ['00184', 'IT', null],
    ['28013', 'ES', null],
    ['00100', 'FI', null],
    ['10111', 'EE', null],
    ['1012 AB', 'NL', null],
    ['1012ab', 'NL', null],
    ['0123 AB', 'NL', V.POSTAL_CODE],
    ['D02 X285', 'IE', null],
    ['D6W 1234', 'IE', null],
    ['B02 X285', 'IE', V.POSTAL_CODE],
    ['01310-100', 'BR', null],
    ['01310100', 'BR', null],
    ['100-0001', 'JP', null],
    ['100-001', 'JP', V.POSTAL_CODE],
    ['SE-123 45', 'SE', null], // fallback: letters, digits, hyphen, space
    ['00-950', 'PL', null],
    ['12#45', 'PL', V.POSTAL_CODE],
    ['12345', undefined, null],
    ['', 'CA', null],
  ])('postalCodeByCountry(%j, %j) → %s', (v, country, expected) => {
    expect(postalCodeByCountry(v, country)).toBe(expected)
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
