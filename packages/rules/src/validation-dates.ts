// Birth-date and calendar rules of spec 1 §5 (conventions in validation-core.ts).

import { asText, isEmpty, MIN_AGE, MIN_AGE_ESTONIA, MIN_BIRTH_YEAR } from './validation-core'
import { V, type ValidationKey } from './validation-keys'

// ---------------------------------------------------------------------------------------------
// dates. Calendar dates are read in UTC so the browser and the platform agree on a user's age.

export type CalendarDate = { year: number; month: number; day: number }

/** Parses strict DD/MM/YYYY (two-digit day and month, four-digit year) into a real calendar date. */
export function parseStrictDate(value: string): CalendarDate | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value)
  if (!m) return null
  const day = Number(m[1])
  const month = Number(m[2])
  const year = Number(m[3])
  if (month < 1 || month > 12 || day < 1) return null
  if (day > daysInMonth(year, month)) return null
  return { year, month, day }
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

function today(now: Date): CalendarDate {
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() }
}

/** Full years between `birth` and `on`; someone born on 29 February turns a year older on 1 March in common years. */
export function ageOn(birth: CalendarDate, on: CalendarDate): number {
  const beforeBirthday = on.month < birth.month || (on.month === birth.month && on.day < birth.day)
  return on.year - birth.year - (beforeBirthday ? 1 : 0)
}

function isBefore(a: CalendarDate, b: CalendarDate): boolean {
  if (a.year !== b.year) return a.year < b.year
  if (a.month !== b.month) return a.month < b.month
  return a.day < b.day
}

/** spec 1 §5: the Estonia flag counts when it is boolean true or the text 'true'. */
export function isEstoniaFlag(estonia: unknown): boolean {
  return estonia === true || estonia === 'true'
}

export function minAge(estonia: unknown): number {
  return isEstoniaFlag(estonia) ? MIN_AGE_ESTONIA : MIN_AGE
}

/**
 * spec 1 §5: strict DD/MM/YYYY, a real calendar date; at least 18 years old (21 with the Estonia
 * flag) on `now`, the birthday itself included. A future date or a year before 1900 is an invalid date.
 */
export function birthdayInline(
  value: unknown,
  { now, estonia = false }: { now: Date; estonia?: boolean | string | undefined },
): ValidationKey | null {
  if (isEmpty(value)) return null
  const date = typeof value === 'string' ? parseStrictDate(value) : null
  if (!date || date.year < MIN_BIRTH_YEAR) return V.BIRTHDAY_INVALID_DATE
  const on = today(now)
  if (isBefore(on, date)) return V.BIRTHDAY_INVALID_DATE
  return ageOn(date, on) >= minAge(estonia) ? null : V.BIRTHDAY_MIN_AGE
}

/** spec 1 §5: day of a split birth date, 1 or 2 digits, 1 to 31. */
export function birthDay(value: unknown): ValidationKey | null {
  if (isEmpty(value)) return null
  const text = asText(value)
  if (text === null || !/^\d{1,2}$/.test(text)) return V.BIRTH_DAY
  const n = Number(text)
  return n >= 1 && n <= 31 ? null : V.BIRTH_DAY
}

/** spec 1 §5: month of a split birth date, 1 or 2 digits, 1 to 12. */
export function birthMonth(value: unknown): ValidationKey | null {
  if (isEmpty(value)) return null
  const text = asText(value)
  if (text === null || !/^\d{1,2}$/.test(text)) return V.BIRTH_MONTH
  const n = Number(text)
  return n >= 1 && n <= 12 ? null : V.BIRTH_MONTH
}

/**
 * spec 1 §5: year of a split birth date, age above 18. With the year alone we accept anyone who
 * turns 18 during the current year (current year − year ≥ 18); the full date is checked by birthdayInline.
 */
export function birthYear(value: unknown, now: Date): ValidationKey | null {
  if (isEmpty(value)) return null
  const text = asText(value)
  if (text === null || !/^\d{4}$/.test(text)) return V.BIRTH_YEAR
  const year = Number(text)
  if (year < MIN_BIRTH_YEAR) return V.BIRTH_YEAR
  return now.getUTCFullYear() - year >= MIN_AGE ? null : V.BIRTH_YEAR
}

/** spec 1 §5: strict DD/MM/YYYY and a real calendar date. */
export function isValidDate(value: unknown): ValidationKey | null {
  if (isEmpty(value)) return null
  return typeof value === 'string' && parseStrictDate(value) ? null : V.DATE_INVALID
}

/**
 * A birth date typed in one DD/MM/YYYY field, held to every birth-date rule of spec 1 §5: its day
 * (birthDay) and month (birthMonth) first, then the whole date (isValidDate), then the age by the
 * year alone (birthYear) and by the exact date (birthday_inline, 21 with the Estonia flag).
 * 32/01/1990 → BIRTH_DAY, 01/13/1990 → BIRTH_MONTH, 31/02/1990 → DATE_INVALID, a year under 18
 * → BIRTH_YEAR, 18 only later this year → BIRTHDAY.MIN_AGE, a future date → BIRTHDAY.INVALID_DATE.
 */
export function birthDate(
  value: unknown,
  ctx: { now: Date; estonia?: boolean | string | undefined },
): ValidationKey | null {
  if (isEmpty(value)) return null
  if (typeof value !== 'string') return V.DATE_INVALID
  const [day, month, year, ...rest] = value.split('/')
  const isThreeParts = year !== undefined && rest.length === 0
  const partKey = isThreeParts ? (birthDay(day) ?? birthMonth(month)) : null
  if (partKey) return partKey
  const dateKey = isValidDate(value)
  if (dateKey) return dateKey
  const exactKey = birthdayInline(value, ctx)
  if (exactKey === V.BIRTHDAY_INVALID_DATE) return exactKey
  return birthYear(year, ctx.now) ?? exactKey
}
