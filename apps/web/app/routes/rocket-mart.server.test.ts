// @vitest-environment node
// Where the Rocket Mart sends instead of rendering (ADR 040, spec 2 §4): the lobby with comp points
// off or the page switched off (testers still see it), /maintenance while the operator's switch is
// on, the main shop from the discounts tab for a guest or without an open sale.
import * as api from '@croupier/contract/api.generated'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ShellContext } from '../lib/shell-context'
import { loadShop, shopTabOf } from './rocket-mart.server'

const NOW = Date.UTC(2030, 0, 10)
let switches: Record<string, boolean> = {}
let saleEnds = '2030-01-20T00:00:00Z'

function card(group: string) {
  return {
    id: group,
    type: 'freespins',
    group,
    label: null,
    title: group,
    description: '',
    image: null,
    rates: [{ currency: 'EUR', points: 100, freespins_count: 10 }],
    wager: 10,
    games: [],
    sale: group.startsWith('sale') ? { starts_at: '2030-01-01T00:00:00Z', ends_at: saleEnds } : null,
    stock: null,
  }
}

beforeAll(() => {
  vi.stubGlobal('fetch', async (input: string | URL) => {
    const path = new URL(String(input)).pathname
    const body =
      path === api.getManagePromotionPages.path
        ? { pages: switches }
        : path === api.getShopCards.path
          ? [card('FREE_SPINS'), card('sale_autumn')]
          : path === api.getCompPoints.path
            ? { chargeable: { points: 250 }, persistent: { points: 900 } }
            : null
    return body === null
      ? new Response('{"error":"NOT_FOUND","message":"no"}', { status: 404 })
      : new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
  })
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterAll(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

/** Each case a minute apart: the page switches are cached in the web process for 60 s. */
let clock = NOW
async function load(path: string, shell: Partial<ShellContext>, pages: Record<string, boolean>) {
  switches = pages
  clock += 120_000
  vi.useFakeTimers({ now: clock, toFake: ['Date'] })
  const base = { locale: 'en', flags: { compPoints: true }, player: null } as unknown as ShellContext
  return loadShop(new Request(`http://casino.test${path}`), { ...base, ...shell } as ShellContext)
}

const PLAYER = { currency: 'EUR', statuses: [] } as unknown as ShellContext['player']
const TESTER = {
  currency: 'EUR',
  statuses: [{ id: 21, name: 'testers' }],
} as unknown as ShellContext['player']
const ON = { 'rocket-mart': true }

describe('Rocket Mart loader', () => {
  it('reads the tab from the path', () => {
    expect(shopTabOf('/rocket-mart')).toBe('all')
    expect(shopTabOf('/de/rocket-mart/money/')).toBe('money')
    expect(shopTabOf('/rocket-mart/discounts')).toBe('discounts')
  })

  it('renders for a player with the cards and their points', async () => {
    const shop = await load('/rocket-mart/freespins', { player: PLAYER }, ON)
    expect(shop).toMatchObject({ kind: 'page', tab: 'freespins', points: 250 })
    expect(shop.kind === 'page' && shop.cards?.length).toBe(2)
  })

  it('sends to the lobby while comp points are off (flag or /ffc)', async () => {
    const shop = await load('/rocket-mart', { flags: { compPoints: false } as ShellContext['flags'] }, ON)
    expect(shop).toEqual({ kind: 'redirect', to: '/' })
  })

  it('sends to /maintenance while the operator switch is on', async () => {
    const shop = await load('/de/rocket-mart', { locale: 'de' }, { ...ON, 'rocket-mart-maintenance': true })
    expect(shop).toEqual({ kind: 'redirect', to: '/de/maintenance' })
  })

  it('sends to /promotions when the page is switched off, except for testers (ADR 041)', async () => {
    expect(await load('/rocket-mart', { player: PLAYER }, { 'rocket-mart': false })).toEqual({
      kind: 'redirect',
      to: '/promotions',
    })
    expect(await load('/rocket-mart', { player: TESTER }, { 'rocket-mart': false })).toMatchObject({
      kind: 'page',
    })
  })

  it('sends the discounts tab to the main shop for a guest or once the sale is over (spec 2 §4)', async () => {
    expect(await load('/rocket-mart/discounts', { player: PLAYER }, ON)).toMatchObject({ kind: 'page' })
    expect(await load('/rocket-mart/discounts', {}, ON)).toEqual({ kind: 'redirect', to: '/rocket-mart' })
    saleEnds = '2030-01-05T00:00:00Z'
    expect(await load('/rocket-mart/discounts', { player: PLAYER }, ON)).toEqual({
      kind: 'redirect',
      to: '/rocket-mart',
    })
  })
})
