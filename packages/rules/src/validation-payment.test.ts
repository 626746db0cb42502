import { describe, expect, it } from 'vitest'
import { V } from './validation-keys'
import {
  cardNumber,
  cardNumberDepBin,
  checkBalance,
  ibanIsLT,
  ibanValidation,
  ibanValidationLT,
  isExpirationValid,
  isValidCardExpire,
  luhnValid,
  multipleOf,
  onlyEnglishCharacters,
  postalCodeByCountry,
} from './validation-payment'

const NOW = new Date('2025-06-15T12:00:00Z')

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
