import type { Banner } from '@croupier/contract/config/get-banners-config'
import { describe, expect, it } from 'vitest'
import { audienceOf, bannersFor, fillBannerText, isBannerVisible, parseLiveTime } from './banners'

const base: Banner = {
  id: 'b1',
  categories: ['slider-index-top'],
  title: { text: 'Welcome' },
  description: { text: 'Up to {bonus}' },
  variables: { bonus: { EUR: 150000, USD: 170000 } },
  gradient: { left: '#000', leftCenter: '#111', rightCenter: '#222', right: '#333' },
  labels: [],
  image: '/x.png',
  order: { 'slider-index-top': 2 },
  groupIds: [],
  size: 'big',
}
const guest = { isLoggedIn: false, groupIds: [], now: new Date('2025-06-01T12:00:00Z') }

describe('lobby banners (spec 2 §3, §5)', () => {
  it('parses DD/MM/YYYY HH:mm as UTC and rejects impossible dates', () => {
    expect(parseLiveTime('01/06/2025 12:30')).toBe(Date.UTC(2025, 5, 1, 12, 30))
    expect(parseLiveTime('31/02/2025 10:00')).toBeNull()
    expect(parseLiveTime('2025-06-01')).toBeNull()
  })

  it('shows guests only banners not limited to players or groups', () => {
    expect(isBannerVisible(base, guest)).toBe(true)
    expect(isBannerVisible({ ...base, logged: true }, guest)).toBe(false)
    expect(isBannerVisible({ ...base, groupIds: [759] }, guest)).toBe(false)
    expect(
      isBannerVisible({ ...base, groupIds: [759] }, { ...guest, isLoggedIn: true, groupIds: [759] }),
    ).toBe(true)
    expect(isBannerVisible({ ...base, logged: false }, { ...guest, isLoggedIn: true })).toBe(false)
  })

  it('targets a group banner at the signed-in players of that group', () => {
    const vip = { ...base, logged: true, groupIds: [759] }
    const now = guest.now
    expect(isBannerVisible(vip, audienceOf(null, now))).toBe(false)
    expect(isBannerVisible(vip, audienceOf({ statuses: [{ id: 12 }] }, now))).toBe(false)
    expect(isBannerVisible(vip, audienceOf({ statuses: [{ id: 12 }, { id: 759 }] }, now))).toBe(true)
  })

  it('respects the liveTime window', () => {
    const window = { from: '01/06/2025 00:00', to: '01/06/2025 11:59' }
    expect(isBannerVisible({ ...base, liveTime: window }, guest)).toBe(false)
    expect(isBannerVisible({ ...base, liveTime: { ...window, to: '02/06/2025 00:00' } }, guest)).toBe(true)
  })

  it('orders a category by its order value', () => {
    const first = { ...base, id: 'first', order: { 'slider-index-top': 1 } }
    const other = { ...base, id: 'other', categories: ['index-top-jackpots' as const] }
    expect(bannersFor([base, other, first], 'slider-index-top', guest).map((b) => b.id)).toEqual([
      'first',
      'b1',
    ])
  })

  it('fills variables in the currency with EUR as fallback', () => {
    expect(fillBannerText('Up to {bonus}', base.variables, { locale: 'en' })).toBe('Up to €1,500')
    expect(fillBannerText('Up to {bonus}', base.variables, { currency: 'USD', locale: 'en' })).toBe(
      'Up to $1,700',
    )
    expect(fillBannerText('Up to {bonus}', base.variables, { currency: 'CAD', locale: 'en' })).toBe(
      'Up to €1,500',
    )
    expect(fillBannerText('{unknown} stays', base.variables, { locale: 'en' })).toBe('{unknown} stays')
  })

  // spec 2 §3: the player's currency, else the visitor's geo currency, EUR only as the fallback.
  const prize = { prize: { EUR: 1_000_000, CAD: 1_500_000, AUD: 1_500_000, NOK: 10_000_000, USD: 1_000_050 } }
  it.each([
    ['a CAD player', 'CA$15,000', { currency: 'CAD', locale: 'en' }],
    ['a CAD player in en-CA', '$15,000', { currency: 'CAD', locale: 'en-CA' }],
    ['a CAD player visiting from AU', 'CA$15,000', { currency: 'CAD', country: 'AU', locale: 'en' }],
    ['a BTC player in Canada (no BTC amount)', 'CA$15,000', { currency: 'BTC', country: 'CA', locale: 'en' }],
    ['a guest from AU', 'A$15,000', { currency: null, country: 'AU', locale: 'en' }],
    ['a guest from AU in en-AU', '$15,000', { country: 'AU', locale: 'en-AU' }],
    ['a guest from Norway', '100 000 kr', { country: 'NO', locale: 'no' }],
    ['a guest from Germany', '10.000 €', { country: 'DE', locale: 'de' }],
    ['a guest from Kuwait (no local amount)', '€10,000', { country: 'KW', locale: 'en' }],
    ['a guest from Japan (no JPY amount)', '€10,000', { country: 'JP', locale: 'en' }],
    ['an amount with cents keeps them', '$10,000.50', { currency: 'USD', locale: 'en' }],
  ])('%s sees %s', (_who, expected, money) => {
    const text = fillBannerText('{prize} prize pool', prize, money)
    expect(text.replace(/[\u00a0\u202f]/g, ' ')).toBe(`${expected} prize pool`)
  })
})
