import { describe, expect, it } from 'vitest'
import {
  type BrandHost,
  findBrandHost,
  hostForLocale,
  isMainHost,
  isSportsbookAvailable,
  normaliseHost,
} from './brand'

const hosts: readonly BrandHost[] = [
  { host: 'mirror.localhost', kind: 'mirror', licence: 'CW', bettingHost: 'sport.localhost' },
  { host: 'casino.localhost', kind: 'main', licence: 'CW', bettingHost: 'sport.localhost' },
  { host: 'second.localhost', kind: 'main', licence: 'CW' },
  { host: 'Casino-AU.localhost', kind: 'locale', licence: 'CW', locale: 'en-AU' },
  { host: 'ee.localhost', kind: 'mirror', licence: 'EE' },
  { host: 'sport.localhost', kind: 'betting', licence: 'CW' },
]

describe('normaliseHost', () => {
  it.each([
    ['casino.localhost', 'casino.localhost'],
    ['Casino.LOCALHOST', 'casino.localhost'],
    ['casino.localhost:5173', 'casino.localhost'],
    ['casino.localhost.', 'casino.localhost'],
    ['casino.localhost.:443', 'casino.localhost'],
    [' casino.localhost , proxy.internal', 'casino.localhost'],
    ['[::1]:3000', '[::1]'],
    ['[::1]', '[::1]'],
    ['127.0.0.1:80', '127.0.0.1'],
    ['', ''],
  ])('%j → %j', (header, expected) => {
    expect(normaliseHost(header)).toBe(expected)
  })
})

describe('findBrandHost: one brand config keyed by host (spec 1 §1)', () => {
  it.each([
    ['casino.localhost', 'casino.localhost'],
    ['CASINO.localhost:5173', 'casino.localhost'],
    ['mirror.localhost', 'mirror.localhost'],
    ['casino-au.localhost', 'Casino-AU.localhost'],
    ['sport.localhost:8080', 'sport.localhost'],
    ['ee.localhost', 'ee.localhost'],
    ['unknown.example', 'casino.localhost'],
    ['', 'casino.localhost'],
    ['localhost:3000', 'casino.localhost'],
  ])('%j → %s', (header, expected) => {
    expect(findBrandHost(hosts, header)?.host).toBe(expected)
  })
  it('no hosts or no main host → undefined for unknown names', () => {
    expect(findBrandHost([], 'x')).toBeUndefined()
    expect(findBrandHost([{ host: 'm.localhost', kind: 'mirror', licence: 'CW' }], 'x')).toBeUndefined()
  })
  it('isMainHost', () => {
    expect(isMainHost(findBrandHost(hosts, 'casino.localhost'))).toBe(true)
    expect(isMainHost(findBrandHost(hosts, 'mirror.localhost'))).toBe(false)
    expect(isMainHost(undefined)).toBe(false)
  })
})

describe('hostForLocale: some locales map to other domains (spec 1 §1)', () => {
  it.each([
    ['en-AU', 'Casino-AU.localhost'],
    ['de', undefined],
  ] as const)('%s → %j', (locale, expected) => {
    expect(hostForLocale(hosts, locale)?.host).toBe(expected)
  })
})

describe('isSportsbookAvailable: not for country EE or hosts absent from the betting configuration (spec 1 §1)', () => {
  const main = findBrandHost(hosts, 'casino.localhost')
  const second = findBrandHost(hosts, 'second.localhost')
  it.each([
    ['CA', main, true],
    ['EE', main, false],
    ['ee', main, false],
    [undefined, main, true],
    ['CA', second, false],
    ['CA', undefined, false],
    ['CA', { host: 'x', kind: 'main', licence: 'CW', bettingHost: '  ' } as BrandHost, false],
  ])('country %j on %j → %s', (country, host, expected) => {
    expect(isSportsbookAvailable({ country, host })).toBe(expected)
  })
})
