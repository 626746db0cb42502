// Real-user figures: the CLS and INP rules, page kinds, sampling and the operator's sample rate.
import * as api from '@croupier/contract/api.generated'
import { describe, expect, it, vi } from 'vitest'
import { clsOf, inpOf } from './field-vitals'
import { isSampled, pageKindOf } from './field-vitals-mount'
import { DEFAULT_FIELD_VITALS_SAMPLE_RATE, fieldVitalsSampleRate } from './field-vitals-rate.server'

describe('clsOf', () => {
  it('takes the largest burst of shifts under 1 s apart and within 5 s, not their sum', () => {
    expect(clsOf([])).toBe(0)
    const shifts = [
      { startTime: 100, value: 0.05 },
      { startTime: 600, value: 0.05 },
      // A gap of more than a second opens a new burst.
      { startTime: 2000, value: 0.08 },
    ]
    expect(clsOf(shifts)).toBeCloseTo(0.1)
    // Shifts every 900 ms keep one burst going for at most 5 s.
    const steady = Array.from({ length: 10 }, (_, i) => ({ startTime: i * 900, value: 0.01 }))
    expect(clsOf(steady)).toBeCloseTo(0.06)
  })
})

describe('inpOf', () => {
  it('is the longest interaction, skipping one per 50 interactions', () => {
    expect(inpOf(new Map())).toBeUndefined()
    expect(
      inpOf(
        new Map([
          [1, 40],
          [2, 200],
          [3, 80],
        ]),
      ),
    ).toBe(200)
    const many = new Map(Array.from({ length: 100 }, (_, i) => [i + 1, i + 1] as [number, number]))
    expect(inpOf(many)).toBe(98)
  })
})

describe('page kind and sampling', () => {
  it('names the page by its route without the locale tree', () => {
    expect(pageKindOf('main')).toBe('main')
    expect(pageKindOf('de/game-item')).toBe('game-item')
    expect(pageKindOf('en-AU/category-pokies-all')).toBe('category-pokies-all')
    expect(pageKindOf(undefined)).toBeUndefined()
    expect(pageKindOf('routes/Odd_Name')).toBeUndefined()
  })

  it('samples by rate, and always when forced', () => {
    expect(isSampled(0.1, 0.05, false)).toBe(true)
    expect(isSampled(0.1, 0.5, false)).toBe(false)
    expect(isSampled(0, 0, false)).toBe(false)
    expect(isSampled(0, 0.99, true)).toBe(true)
  })

  it('reads the rate the operator set, clamped to 0…1, with a default', () => {
    expect(fieldVitalsSampleRate({})).toBe(DEFAULT_FIELD_VITALS_SAMPLE_RATE)
    expect(fieldVitalsSampleRate({ FIELD_VITALS_SAMPLE_RATE: '0.25' })).toBe(0.25)
    expect(fieldVitalsSampleRate({ FIELD_VITALS_SAMPLE_RATE: '0' })).toBe(0)
    expect(fieldVitalsSampleRate({ FIELD_VITALS_SAMPLE_RATE: '7' })).toBe(1)
    expect(fieldVitalsSampleRate({ FIELD_VITALS_SAMPLE_RATE: 'lots' })).toBe(DEFAULT_FIELD_VITALS_SAMPLE_RATE)
  })
})

describe('startFieldVitals', () => {
  it('sends the figures once, when the page is first hidden, with the page kind', async () => {
    const { startFieldVitals } = await import('./field-vitals')
    const sent: { url: string; init: RequestInit }[] = []
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
      sent.push({ url: String(url), init: init ?? {} })
      return new Response(null, { status: 204 })
    })
    try {
      startFieldVitals('/pokies/all', 'category-pokies-all')
      expect(sent).toEqual([])
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
      window.dispatchEvent(new Event('pagehide'))
      const reports = sent.filter((call) => call.url === api.putPerformance.path)
      expect(reports).toHaveLength(1)
      expect(reports[0]?.init).toMatchObject({ method: 'PUT', keepalive: true })
      expect(JSON.parse(String(reports[0]?.init.body))).toMatchObject({
        page: '/pokies/all',
        pageKind: 'category-pokies-all',
        cls: 0,
      })
    } finally {
      fetchSpy.mockRestore()
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
    }
  })
})
