import { describe, expect, it } from 'vitest'
import {
  AFFILIATE_COOKIE,
  DEFAULT_AFFILIATE_ID,
  isSearchEngineReferrer,
  PARTNER_COOKIE_MAX_AGE_DAYS,
  type PartnerResolution,
  referrerHostname,
  resolvePartner,
  SEARCH_ENGINE_AFFILIATE_ID,
  STAG_COOKIE,
  stagForReferrer,
  utmMetricsFromQuery,
} from './partner-tracking'

describe('spec 1 §9 partner constants', () => {
  it('partner stag and affiliate cookies live 30 days; default affiliate 122, 241 for search engines', () => {
    expect(PARTNER_COOKIE_MAX_AGE_DAYS).toBe(30)
    expect(DEFAULT_AFFILIATE_ID).toBe('122')
    expect(SEARCH_ENGINE_AFFILIATE_ID).toBe('241')
    expect(STAG_COOKIE).toBe('stag')
    expect(AFFILIATE_COOKIE).toBe('affb_id')
  })
})

describe('referrerHostname', () => {
  it.each([
    ['https://www.google.com/search?q=casino', 'www.google.com'],
    ['google.com', 'google.com'],
    ['HTTP://Bing.COM/', 'bing.com'],
    ['https://example.com.:8443/x', 'example.com'],
    ['', undefined],
    ['   ', undefined],
    ['http://', undefined],
    [undefined, undefined],
    [null, undefined],
  ] as const)('%j → %j', (referrer, expected) => {
    expect(referrerHostname(referrer)).toBe(expected)
  })
})

describe('isSearchEngineReferrer', () => {
  it.each([
    ['https://www.google.com/', true],
    ['https://www.google.co.uk/search?q=x', true],
    ['https://google.de', true],
    ['https://www.bing.com/search?q=x', true],
    ['https://search.yahoo.co.jp/', true],
    ['https://duckduckgo.com/', true],
    ['https://yandex.ru/search', true],
    ['https://yandex.com.tr/', true],
    ['https://www.baidu.com/', true],
    ['https://www.ecosia.org/search', true],
    ['https://search.brave.com/search?q=x', true],
    ['www.google.com', true],
    ['https://notgoogle.com/', false],
    ['https://google.evil.com/', false],
    ['https://casino-reviews.example/', false],
    ['https://www.facebook.com/', false],
    ['', false],
    [undefined, false],
    ['::garbage::', false],
  ] as const)('%j → %s', (referrer, expected) => {
    expect(isSearchEngineReferrer(referrer)).toBe(expected)
  })
})

describe('stagForReferrer (config stag-by-referrer-name)', () => {
  const config = { 'reviews.example.com': '1001_a', 'Partner.org': '1002_b', google: '1003_c', bad: 'x;y' }
  it.each([
    ['https://reviews.example.com/top', '1001_a'],
    ['https://www.partner.org/', '1002_b'],
    ['https://blog.partner.org/', '1002_b'],
    ['https://www.google.co.uk/', '1003_c'],
    ['https://example.com/', undefined],
    ['https://bad.example/', undefined],
    ['', undefined],
    [undefined, undefined],
  ] as const)('%j → %j', (referrer, expected) => {
    expect(stagForReferrer(referrer, config)).toBe(expected)
  })
})

type Row = {
  name: string
  query: string
  referrer?: string
  existing: { stag?: string; affb_id?: string }
  expected: PartnerResolution
}

describe('resolvePartner (spec 1 §1, §9)', () => {
  const stagByReferrerName = { 'reviews.example.com': '777_reviews' }
  it.each<Row>([
    {
      name: 'nothing known → default affiliate 122',
      query: '',
      existing: {},
      expected: { affb_id: '122', changed: true },
    },
    {
      name: 'search engine → 241',
      query: '',
      referrer: 'https://www.google.com/',
      existing: {},
      expected: { affb_id: '241', changed: true },
    },
    {
      name: 'query stag and affb_id win',
      query: '?stag=555_x&affb_id=900',
      referrer: 'https://www.google.com/',
      existing: { stag: '1_old', affb_id: '122' },
      expected: { stag: '555_x', affb_id: '900', changed: true },
    },
    {
      name: 'existing cookies kept',
      query: '',
      referrer: 'https://www.google.com/',
      existing: { stag: '1_old', affb_id: '122' },
      expected: { stag: '1_old', affb_id: '122', changed: false },
    },
    {
      name: 'same values in query → unchanged',
      query: 'stag=1_old&affb_id=122',
      existing: { stag: '1_old', affb_id: '122' },
      expected: { stag: '1_old', affb_id: '122', changed: false },
    },
    {
      name: 'stag from referrer config',
      query: '',
      referrer: 'https://reviews.example.com/best',
      existing: {},
      expected: { stag: '777_reviews', affb_id: '122', changed: true },
    },
    {
      name: 'existing stag beats referrer',
      query: '',
      referrer: 'https://reviews.example.com/',
      existing: { stag: '1_old' },
      expected: { stag: '1_old', affb_id: '122', changed: true },
    },
    {
      name: 'query stag only, existing affb kept',
      query: 'stag=42',
      existing: { affb_id: '241' },
      expected: { stag: '42', affb_id: '241', changed: true },
    },
    {
      name: 'empty query values ignored',
      query: 'stag=&affb_id=%20',
      existing: { stag: '9', affb_id: '122' },
      expected: { stag: '9', affb_id: '122', changed: false },
    },
    {
      name: 'unsafe query values ignored',
      query: 'stag=a%3Bb&affb_id=%3Cscript%3E',
      existing: {},
      expected: { affb_id: '122', changed: true },
    },
    {
      name: 'garbage existing cookie replaced',
      query: '',
      existing: { stag: 'x y', affb_id: '' },
      expected: { affb_id: '122', changed: true },
    },
  ])('$name', ({ query, referrer, existing, expected }) => {
    expect(
      resolvePartner({ query: new URLSearchParams(query), referrer, existing, stagByReferrerName }),
    ).toEqual(expected)
  })
})

describe('utmMetricsFromQuery (spec 1 §7: utm_source, utm_medium, utm_campaign, utm_content, utm_term, sub_id)', () => {
  it.each([
    ['', null],
    ['?foo=bar', null],
    ['?utm_source=', null],
    ['?utm_source=google', { utm_source: 'google' }],
    [
      '?utm_source=a&utm_medium=b&utm_campaign=c&utm_content=d&utm_term=e&sub_id=f&x=1',
      { utm_source: 'a', utm_medium: 'b', utm_campaign: 'c', utm_content: 'd', utm_term: 'e', sub_id: 'f' },
    ],
    ['?sub_id=%20s1%20', { sub_id: 's1' }],
    ['?UTM_SOURCE=a', null],
  ])('%j → %j', (query, expected) => {
    expect(utmMetricsFromQuery(new URLSearchParams(query))).toEqual(expected)
  })
})
