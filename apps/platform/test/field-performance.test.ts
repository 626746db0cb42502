// Real-user figures (issue 11 target 6): PUT /performance and /network-performance rows read back
// per page kind and metric with p50/p75/p95, only with the operator key; raw rows stay bounded.
import * as api from '@croupier/contract/api.generated'
import type { FieldPerformance } from '@croupier/contract/metrics/get-field-performance'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countClientEvents, pruneFieldRows } from '../src/modules/metrics/metrics.repository.ts'
import { clientEvents } from '../src/modules/metrics/metrics.tables.ts'
import { register } from './helpers/auth.ts'
import { inject } from './helpers/call.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

const KEY = 'operator-key-for-tests-0123456789abcdef'
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ config: { operatorApiKey: KEY } })
})
afterAll(() => t.close())

const read = (headers: Record<string, string> = { authorization: `Bearer ${KEY}` }, rawQuery = {}) =>
  inject(t.app, api.getFieldPerformance, { headers, rawQuery })

const row = (figures: FieldPerformance, pageKind: string, metric: string) =>
  figures.rows.find((r) => r.page_kind === pageKind && r.metric === metric)

describe('GET /api/operator/field-performance', () => {
  it('aggregates the field rows per page kind and metric: count and p50/p75/p95', async () => {
    for (let lcp = 100; lcp <= 2000; lcp += 100) {
      const body = { page: `/play/x/game-${lcp}`, pageKind: 'game-item', lcp, fcp: lcp / 2, cls: 0.01 }
      expect((await inject(t.app, api.putPerformance, { body, csrf: false })).statusCode).toBe(204)
    }
    await inject(t.app, api.putPerformance, {
      body: { page: '/', pageKind: 'main', lcp: 900, inp: 64 },
      csrf: false,
    })
    await inject(t.app, api.putPerformance, { body: { page: '/old', fcp: 300 }, csrf: false })
    const network = { rtt: 100, downlink: 5, effectiveType: '4g', pageKind: 'main' } as const
    await inject(t.app, api.putNetworkPerformance, { body: network, csrf: false })

    const response = await read()
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['cache-control']).toContain('no-store')
    const figures = response.json() as FieldPerformance
    // 20 LCPs of 100…2000 ms in one page kind, whatever their URLs: percentile_cont interpolates.
    expect(row(figures, 'game-item', 'lcp')).toEqual({
      page_kind: 'game-item',
      metric: 'lcp',
      count: 20,
      p50: 1050,
      p75: 1525,
      p95: 1905,
    })
    expect(row(figures, 'game-item', 'fcp')?.p50).toBe(525)
    expect(row(figures, 'game-item', 'inp')).toBeUndefined()
    expect(row(figures, 'main', 'inp')).toMatchObject({ count: 1, p50: 64, p95: 64 })
    expect(row(figures, 'main', 'rtt')).toMatchObject({ count: 1, p50: 100 })
    expect(row(figures, 'main', 'downlink')).toMatchObject({ count: 1, p50: 5 })
    expect(row(figures, 'unknown', 'fcp')).toMatchObject({ count: 1, p50: 300 })
    expect(Date.parse(figures.to) - Date.parse(figures.from)).toBe(24 * 3_600_000)
  })

  it('leaves rows outside the window out', async () => {
    await t.db.insert(clientEvents).values({
      kind: 'performance',
      payload: { page: '/', pageKind: 'static-page', lcp: 5000 },
      createdAt: new Date(Date.now() - 3 * 3_600_000),
    })
    const lastHour = (await read(undefined, { window_hours: 1 })).json() as FieldPerformance
    expect(row(lastHour, 'static-page', 'lcp')).toBeUndefined()
    const lastDay = (await read()).json() as FieldPerformance
    expect(row(lastDay, 'static-page', 'lcp')).toMatchObject({ count: 1, p50: 5000 })
  })

  it('answers 401 without the key, 403 with a wrong key, and a player session never counts', async () => {
    const none = await read({})
    expect(none.statusCode).toBe(401)
    expect(none.json()).toMatchObject({ error: 'UNAUTHORIZED' })
    const wrong = await read({ authorization: `Bearer ${KEY.slice(0, -1)}x` })
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json()).toMatchObject({ error: 'FORBIDDEN' })
    expect((await read({ authorization: KEY })).statusCode).toBe(401)
    const { cookie } = await register(t.app)
    expect((await read({ cookie })).statusCode).toBe(401)
  })

  it('answers 403 to every key when no operator key is configured', async () => {
    const off = await createTestApp({ seed: false, config: { operatorApiKey: undefined } })
    try {
      const response = await inject(off.app, api.getFieldPerformance, {
        headers: { authorization: 'Bearer x' },
      })
      expect(response.statusCode).toBe(403)
    } finally {
      await off.close()
    }
  })

  it('answers bad windows and bad page kinds with 422 and the field keys', async () => {
    for (const window_hours of ['0', '721', 'abc', '1.5']) {
      const response = await read(undefined, { window_hours })
      expect(response.statusCode, window_hours).toBe(422)
      expect(Object.keys(response.json().errors)).toEqual(['window_hours'])
    }
    const bad = await inject(t.app, api.putPerformance, {
      rawBody: { page: '/', pageKind: 'Main Page <script>', lcp: -1 },
      csrf: false,
    })
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(bad.json().errors).sort()).toEqual(['lcp', 'pageKind'])
  })
})

describe('field row retention', () => {
  it('deletes rows past the retention and keeps only the newest rows beyond the cap', async () => {
    const old = new Date(Date.now() - 40 * 24 * 3_600_000)
    await t.db
      .insert(clientEvents)
      .values({ kind: 'network-performance', payload: { rtt: 1 }, createdAt: old })
    await t.db.insert(clientEvents).values({ kind: 'log', payload: { message: 'kept' }, createdAt: old })
    const logs = await countClientEvents(t.db, 'log')
    await pruneFieldRows(t.db, new Date(Date.now() - 30 * 24 * 3_600_000), 5)
    expect(await countClientEvents(t.db, 'performance')).toBe(5)
    expect(await countClientEvents(t.db, 'network-performance')).toBe(1)
    expect(await countClientEvents(t.db, 'log')).toBe(logs)
  })
})
