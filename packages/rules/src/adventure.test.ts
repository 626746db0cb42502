import { describe, expect, it } from 'vitest'
import {
  adventureDayAt,
  adventureDayState,
  adventureDayWindow,
  isAdventureFinished,
  parseAdventureTitle,
} from './adventure.ts'

const START = new Date('2030-03-04T00:00:00Z') // a Monday
const at = (iso: string) => new Date(iso)

describe('parseAdventureTitle (spec 2 §3: label__step/total__DD/MM/YYYY)', () => {
  it.each([
    ['Day 1__1/7__04/03/2030', { label: 'Day 1', step: 1, total: 7, date: '2030-03-04' }],
    ['Bonus day__7/7__11/03/2030', { label: 'Bonus day', step: 7, total: 7, date: '2030-03-11' }],
  ])('%s', (title, parts) => {
    expect(parseAdventureTitle(title)).toEqual(parts)
  })

  it.each([
    'Day 1__1/7',
    'Day 1_1/7_04/03/2030',
    '__1/7__04/03/2030',
    'Day 1__one/7__04/03/2030',
    'Day 1__1/7__2030-03-04',
    'Day 1__1/7__31/02/2030',
    'Day 1__1/7__04/03/2030__x',
  ])('refuses %s', (title) => {
    expect(parseAdventureTitle(title)).toBeNull()
  })
})

describe('day windows', () => {
  it('day n runs for one UTC day from start + (n − 1) days', () => {
    expect(adventureDayWindow(START, 3)).toEqual({
      start: at('2030-03-06T00:00:00Z'),
      end: at('2030-03-07T00:00:00Z'),
    })
  })

  it.each([
    ['2030-03-03T23:59:59Z', null],
    ['2030-03-04T00:00:00Z', 1],
    ['2030-03-04T23:59:59.999Z', 1],
    ['2030-03-05T00:00:00Z', 2],
    ['2030-03-11T12:00:00Z', 8],
  ])('%s falls on day %s', (iso, day) => {
    expect(adventureDayAt(START, at(iso))).toBe(day)
  })
})

describe('adventureDayState (spec 2 §4)', () => {
  const day3 = { ...adventureDayWindow(START, 3), isExtra: false, completed: false }
  const extra = { ...adventureDayWindow(START, 8), isExtra: true, completed: false }

  it.each([
    ['before its day: future', day3, '2030-03-05T23:59:59Z', 'future'],
    ['on its day: active', day3, '2030-03-06T00:00:00Z', 'active'],
    ['its last millisecond: active', day3, '2030-03-06T23:59:59.999Z', 'active'],
    ['past and not done: lost', day3, '2030-03-07T00:00:00Z', 'lost'],
    ['done: completed, also on its day', { ...day3, completed: true }, '2030-03-06T10:00:00Z', 'completed'],
    ['done: completed, also later', { ...day3, completed: true }, '2030-04-01T00:00:00Z', 'completed'],
    ['the extra day before it: superb', extra, '2030-03-06T10:00:00Z', 'superb'],
    ['the extra day on it: active', extra, '2030-03-11T10:00:00Z', 'active'],
    ['the extra day past: lost', extra, '2030-03-12T00:00:00Z', 'lost'],
  ] as const)('%s', (_name, day, iso, state) => {
    expect(adventureDayState(day, at(iso))).toBe(state)
  })
})

describe('isAdventureFinished (spec 2 §4)', () => {
  const days = [1, 2, 3].map((n) => ({ ...adventureDayWindow(START, n), isExtra: n === 3, completed: false }))

  it('runs through the last day and the day after it', () => {
    expect(isAdventureFinished(days, at('2030-03-06T12:00:00Z'))).toBe(false)
    expect(isAdventureFinished(days, at('2030-03-07T23:59:59Z'))).toBe(false)
  })

  it('is finished once today is after the last day plus one', () => {
    expect(isAdventureFinished(days, at('2030-03-08T00:00:00Z'))).toBe(true)
  })

  it('is finished as soon as the last day is completed', () => {
    const done = days.map((day, i) => (i === 2 ? { ...day, completed: true } : day))
    expect(isAdventureFinished(done, at('2030-03-06T12:00:00Z'))).toBe(true)
  })

  it('an adventure without days is finished', () => {
    expect(isAdventureFinished([], at('2030-03-06T12:00:00Z'))).toBe(true)
  })
})
