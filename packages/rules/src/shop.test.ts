import { describe, expect, it } from 'vitest'
import {
  cardRate,
  cardsOfTab,
  clampQuantity,
  defaultCardImage,
  exchangeFlowStart,
  exchangeState,
  isShopTab,
  isTabAccented,
  MAX_EXCHANGE_QUANTITY,
  type ShopCardLike,
  saleTabRedirects,
  visibleTabs,
} from './shop'

const NOW = Date.parse('2026-11-24T12:00:00Z')
const card = (over: Partial<ShopCardLike> = {}): ShopCardLike => ({
  group: 'MONEY_REWARD',
  rates: [
    { currency: 'EUR', points: 100, amount_cents: 1000 },
    { currency: 'CAD', points: 150, amount_cents: 1500 },
  ],
  sale: null,
  stock: null,
  ...over,
})
const sale = (starts: string, ends: string) =>
  card({ group: 'sale_autumn', sale: { starts_at: starts, ends_at: ends } })
const openSale = sale('2026-11-20T00:00:00Z', '2026-11-30T00:00:00Z')
const overSale = sale('2026-11-01T00:00:00Z', '2026-11-10T00:00:00Z')

describe('spec 2 §5: the rate is in the player currency, else EUR', () => {
  it.each([
    ['CAD', 150],
    ['EUR', 100],
    ['NOK', 100],
    [null, 100],
  ])('%s → %s points', (currency, points) => {
    expect(cardRate(card(), currency)?.points).toBe(points)
  })
  it('no rate in the currency nor EUR', () => {
    expect(cardRate(card({ rates: [{ currency: 'USD', points: 5 }] }), 'CAD')).toBeNull()
  })
})

describe('spec 2 §5: exchange availability and quantity', () => {
  const at = (balance: number, over: Partial<ShopCardLike> = {}, currency = 'EUR', isLoggedIn = true) =>
    exchangeState({ isLoggedIn, balance, card: card(over), currency })
  it('logged-out visitors see register', () => {
    expect(at(1_000_000, {}, 'EUR', false)).toEqual({ kind: 'guest' })
  })
  it('no balance or less than one unit: the shortfall', () => {
    expect(at(0)).toEqual({ kind: 'short', pointsPerUnit: 100, shortfall: 100 })
    expect(at(99)).toEqual({ kind: 'short', pointsPerUnit: 100, shortfall: 1 })
    expect(at(120, {}, 'CAD')).toEqual({ kind: 'short', pointsPerUnit: 150, shortfall: 30 })
  })
  it('exactly one unit: no stepper', () => {
    expect(at(100)).toEqual({ kind: 'ready', pointsPerUnit: 100, maxQuantity: 1, hasStepper: false })
    expect(at(199)).toMatchObject({ maxQuantity: 1, hasStepper: false })
  })
  it('max = floor(balance / points per unit), stepper when more than one', () => {
    expect(at(350)).toEqual({ kind: 'ready', pointsPerUnit: 100, maxQuantity: 3, hasStepper: true })
    expect(at(450, {}, 'CAD')).toMatchObject({ maxQuantity: 3 })
  })
  it('within stock and the platform cap', () => {
    expect(at(1_000, { stock: 2 })).toMatchObject({ maxQuantity: 2 })
    expect(at(1_000_000)).toMatchObject({ maxQuantity: MAX_EXCHANGE_QUANTITY })
  })
  it('a card with no usable rate is unpriced', () => {
    expect(at(1_000, { rates: [{ currency: 'USD', points: 5 }] }, 'CAD')).toEqual({ kind: 'unpriced' })
  })
  it.each([
    [0, 5, 1],
    [3, 5, 3],
    [9, 5, 5],
    [2.7, 5, 2],
    [Number.NaN, 5, 1],
  ])('clampQuantity(%s, %s) → %s', (q, max, expected) => {
    expect(clampQuantity(q, max)).toBe(expected)
  })
})

describe('spec 2 §9 K7: default card image by EUR amount_cents', () => {
  it.each([
    [undefined, 25],
    [1000, 25],
    [2500, 25],
    [24999, 25],
    [25000, 250],
    [50000, 500],
    [99999, 500],
    [100000, 1000],
    [300000, 3000],
    [500000, 5000],
    [1500000, 15000],
    [5000000, 50000],
    [9000000, 50000],
  ])('EUR %s cents → %s', (amount, image) => {
    const rates = [
      { currency: 'CAD', points: 1, amount_cents: 99_999_999 },
      { currency: 'EUR', points: 1, amount_cents: amount },
    ]
    expect(defaultCardImage({ rates })).toBe(image)
  })
  it('falls back to EUR even for another currency: no EUR rate, default 25', () => {
    expect(defaultCardImage({ rates: [{ currency: 'CAD', points: 1, amount_cents: 5000000 }] })).toBe(25)
  })
})

describe('spec 2 §2.6, §4: tabs, accents and the sale tab', () => {
  const fs = card({ group: 'FREE_SPINS', rates: [{ currency: 'EUR', points: 500, freespins_count: 10 }] })
  const money = card()
  const special = card({ group: 'SPECIAL_REWARDS', rates: [{ currency: 'EUR', points: 2000 }] })
  const cards = [fs, money, special, openSale]
  it('knows its tabs', () => {
    expect(isShopTab('money')).toBe(true)
    expect(isShopTab('sale')).toBe(false)
    expect(isShopTab(undefined)).toBe(false)
  })
  it('cards per tab', () => {
    expect(cardsOfTab(cards, 'freespins', NOW)).toEqual([fs])
    expect(cardsOfTab(cards, 'money', NOW)).toEqual([money])
    expect(cardsOfTab(cards, 'special', NOW)).toEqual([special])
    expect(cardsOfTab(cards, 'discounts', NOW)).toEqual([openSale])
    expect(cardsOfTab(cards, 'all', NOW)).toEqual([fs, money, special])
  })
  it('the discounts tab only while a sale is active with items, for players', () => {
    expect(visibleTabs(cards, true, NOW)).toEqual(['all', 'discounts', 'freespins', 'money', 'special'])
    expect(visibleTabs(cards, false, NOW)).toEqual(['all', 'freespins', 'money', 'special'])
    expect(visibleTabs([fs, money, overSale], true, NOW)).toEqual(['all', 'freespins', 'money', 'special'])
    expect(visibleTabs([fs], true, Date.parse('2026-11-30T00:00:00Z'))).not.toContain('discounts')
  })
  it('a tab is accented when logged in and something in it is affordable', () => {
    const base = { cards, isLoggedIn: true, balance: 600, currency: 'EUR', now: NOW }
    expect(isTabAccented({ ...base, tab: 'freespins' })).toBe(true)
    expect(isTabAccented({ ...base, tab: 'special' })).toBe(false)
    expect(isTabAccented({ ...base, tab: 'all' })).toBe(true)
    expect(isTabAccented({ ...base, tab: 'freespins', isLoggedIn: false })).toBe(false)
    expect(isTabAccented({ ...base, tab: 'money', balance: 99 })).toBe(false)
  })
  it('the sale tab redirects when the sale is over or the visitor is logged out', () => {
    expect(saleTabRedirects({ cards, isLoggedIn: true, now: NOW })).toBe(false)
    expect(saleTabRedirects({ cards, isLoggedIn: false, now: NOW })).toBe(true)
    expect(saleTabRedirects({ cards: [money, overSale], isLoggedIn: true, now: NOW })).toBe(true)
    expect(saleTabRedirects({ cards, isLoggedIn: true, now: Date.parse('2026-11-30T00:00:00Z') })).toBe(true)
  })
})

describe('spec 2 §4: the exchange flow', () => {
  it('warns a multi-account player, asks one without bonuses to enable them, else exchanges', () => {
    expect(exchangeFlowStart({ groupIds: [100, 258], canReceiveBonuses: true })).toBe('multi-account')
    expect(exchangeFlowStart({ groupIds: [100], canReceiveBonuses: false })).toBe('multi-account')
    expect(exchangeFlowStart({ groupIds: [258], canReceiveBonuses: false })).toBe('enable-bonuses')
    expect(exchangeFlowStart({ groupIds: [], canReceiveBonuses: true })).toBe('exchange')
  })
})
