import { describe, expect, it } from 'vitest'
import { formatDateTime } from '../../ui/local-time'
import { countryOptions } from './profile-main.server'

describe('countryOptions', () => {
  it('names countries in the page language and sorts them by that name', () => {
    const countries = [
      { code: 'DE', name: 'Germany', restriction: 'none' as const },
      { code: 'CA', name: 'Canada', restriction: 'none' as const },
      { code: 'AT', name: 'Austria', restriction: 'none' as const },
    ]
    expect(countryOptions(countries, 'en').map((option) => option.label)).toEqual([
      'Austria',
      'Canada',
      'Germany',
    ])
    expect(countryOptions(countries, 'de')).toEqual([
      { value: 'DE', label: 'Deutschland' },
      { value: 'CA', label: 'Kanada' },
      { value: 'AT', label: 'Österreich' },
    ])
  })
})

describe('formatDateTime', () => {
  it('formats in the player locale, naming the zone when one is forced (server render)', () => {
    expect(formatDateTime('2026-03-01T09:05:00Z', 'en', 'UTC')).toBe('Mar 1, 2026, 09:05 AM UTC')
    expect(formatDateTime('2026-03-01T09:05:00Z', 'de', 'UTC', 'date')).toBe('1. März 2026')
    expect(formatDateTime('not a date', 'en')).toBe('')
  })
})
