// @vitest-environment node
// Catalogue reads shared by audience (issue 11 target 3, ADR 034): the platform shapes a game list
// by country, bot verdict and jackpot currency only, so requests alike in those share one answer
// for a few seconds, and requests that differ in any of them never do.
import * as api from '@croupier/contract/api.generated'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadCategories, loadCollections } from './catalogue.server'

const calls: string[] = []

beforeEach(() => {
  calls.length = 0
  vi.stubEnv('GEO_HEADER', 'cf-ipcountry')
  vi.stubEnv('PLATFORM_URL', 'http://platform.test')
  // The platform's two answers these reads need: the country from the CDN header, and a list.
  vi.stubGlobal('fetch', async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    const headers = new Headers(init?.headers)
    if (url.pathname === api.getCurrentIp.path)
      return Response.json({ country_code: headers.get('cf-ipcountry') ?? 'CA' })
    calls.push(url.pathname)
    return Response.json(url.pathname === api.getGameCategories.path ? { categories: [] } : {})
  })
})
afterEach(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
})

let visitor = 0
/** A page request from its own address (the country cache is keyed by it, too). */
function page(headers: Record<string, string> = {}): Request {
  visitor += 1
  return new Request('https://casino.example/', {
    headers: {
      'x-forwarded-for': `203.0.113.${visitor}`,
      'cf-ipcountry': 'DE',
      'user-agent': 'Firefox',
      ...headers,
    },
  })
}

describe('catalogue reads shared by audience', () => {
  const ROWS = ['top', 'new']

  it('one platform call for two players of the same country, bot verdict and currency', async () => {
    await loadCollections(page({ 'cf-ipcountry': 'SE' }), ROWS, 12, 'desktop', 'EUR')
    await loadCollections(page({ 'cf-ipcountry': 'SE' }), ROWS, 12, 'desktop', 'EUR')
    expect(calls).toEqual([api.getGameCollections.path])
  })

  it.each([
    ['country', 'NO', { 'cf-ipcountry': 'FI' }, 'EUR'],
    ['bot', 'DK', { 'user-agent': 'Googlebot/2.1' }, 'EUR'],
    ['currency', 'IS', {}, 'USD'],
    ['guest (no currency)', 'EE', {}, null],
  ])('a request that differs in %s gets its own answer', async (_name, country, headers, currency) => {
    await loadCollections(page({ 'cf-ipcountry': country }), ROWS, 12, 'mobile', 'EUR')
    await loadCollections(page({ 'cf-ipcountry': country, ...headers }), ROWS, 12, 'mobile', currency)
    expect(calls).toHaveLength(2)
  })

  it('categories are shared by country and device, never across them', async () => {
    await loadCategories(page({ 'cf-ipcountry': 'AT' }), 'desktop')
    await loadCategories(page({ 'cf-ipcountry': 'AT' }), 'desktop')
    await loadCategories(page({ 'cf-ipcountry': 'AT' }), 'mobile')
    await loadCategories(page({ 'cf-ipcountry': 'CH' }), 'desktop')
    expect(calls).toHaveLength(3)
  })
})
