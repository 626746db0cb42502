// GET /messages/:locale.json: merge over the fallback chain, cache headers, ETag/304, 404, reload.

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as api from '@croupier/contract/api.generated'
import { MESSAGES_CACHE_CONTROL } from '@croupier/contract/i18n/get-messages'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject, nameOf } from './helpers/call.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
let dir: string

function write(locale: string, namespace: string, messages: unknown): void {
  fs.mkdirSync(path.join(dir, locale), { recursive: true })
  fs.writeFileSync(path.join(dir, locale, `${namespace}.json`), JSON.stringify(messages))
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-messages-'))
  write('en', 'common', { hello: 'Hello', nested: { a: 'A', b: 'B' }, colour: 'color' })
  write('en', 'menu', { pokies: 'Slots' })
  write('en-AU', 'common', { colour: 'colour' })
  write('en-AU', 'menu', { pokies: 'Pokies' })
  write('de', 'common', { hello: 'Hallo', nested: { a: 'Ä' } })
  t = await createTestApp({ config: { messagesDir: dir }, seed: false })
})
afterAll(async () => {
  await t.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

const get = (locale: string, headers: Record<string, string> = {}) =>
  inject(t.app, api.getMessages, { params: { locale }, rawQuery: { t: '123456' }, headers })

describe(nameOf(api.getMessages), () => {
  it('deep-merges the locale over en-AU over en', async () => {
    const response = await get('de')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      common: { hello: 'Hallo', nested: { a: 'Ä', b: 'B' }, colour: 'colour' },
      menu: { pokies: 'Pokies' },
    })
  })

  it('a locale without files gets its fallbacks; en is English as written', async () => {
    expect((await get('en-NZ')).json().menu).toEqual({ pokies: 'Pokies' })
    expect((await get('en')).json().menu).toEqual({ pokies: 'Slots' })
  })

  it('sends cache headers and an ETag, and 304 when it matches', async () => {
    const first = await get('en')
    expect(first.headers['cache-control']).toBe(MESSAGES_CACHE_CONTROL)
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await get('en', { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect((await get('en', { 'if-none-match': `W/${etag}, "other"` })).statusCode).toBe(304)
    expect((await get('en', { 'if-none-match': '"stale"' })).statusCode).toBe(200)
    expect((await get('de')).headers.etag).not.toBe(etag)
  })

  it('unknown locales are a 404 JSON', async () => {
    for (const locale of ['xx', 'EN', 'de-DE']) {
      const response = await get(locale)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ error: 'NOT_FOUND', message: `Unknown locale ${locale}` })
    }
  })

  it('outside production an edited catalog is served without a restart', async () => {
    const before = await get('it')
    write('en', 'menu', { pokies: 'Slot games' })
    const after = await get('it')
    expect(after.json().menu).toEqual({ pokies: 'Pokies' })
    write('en', 'extra', { added: 'yes' })
    expect((await get('it')).json().extra).toEqual({ added: 'yes' })
    expect(after.headers.etag).toBe(before.headers.etag)
  })

  it('a broken catalog file is skipped, not fatal', async () => {
    fs.writeFileSync(path.join(dir, 'en', 'broken.json'), '{ nope')
    const response = await get('no')
    expect(response.statusCode).toBe(200)
    expect(response.json().broken).toBeUndefined()
  })
})
