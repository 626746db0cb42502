import { describe, expect, it } from 'vitest'
import {
  ageOn,
  birthDate,
  birthDay,
  birthdayInline,
  birthMonth,
  birthYear,
  isValidDate,
  parseStrictDate,
} from './validation-dates'
import { V } from './validation-keys'

const NOW = new Date('2025-06-15T12:00:00Z')
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
