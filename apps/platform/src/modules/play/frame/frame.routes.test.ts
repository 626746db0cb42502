// The game frame route (issue #4 item 8): an HTML page with no inline script that loads one
// content-hashed script and stylesheet, bundled by esbuild and cached for a year.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts'

const SESSION_ID = '3f2a9c4e-8d1b-4c7a-9e52-0b6f1d2c3a4b'

describe('GET /game-frame/:sessionId', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: false })
  })
  afterAll(async () => {
    await t.close()
  })

  it('answers the frame page with its own CSP, the session id and the locale messages', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/game-frame/${SESSION_ID}?locale=de` })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.headers['content-security-policy']).toContain("script-src 'self'")
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(response.headers['cache-control']).toBe('private, no-cache')
    const html = response.body
    expect(html).toContain('<html lang="de">')
    // Only the JSON data block is inline, and CSP does not execute it.
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1])
    expect(inlineScripts).toEqual([' id="frame-data" type="application/json"'])
    const data = JSON.parse(
      html.match(/<script id="frame-data" type="application\/json">(.*?)<\/script>/)?.[1] ?? '{}',
    )
    expect(data.sessionId).toBe(SESSION_ID)
    expect(data.messages.slot.spin).toBe('Drehen')
  })

  it('serves the bundled script and stylesheet under content-hash URLs with long caching', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/game-frame/${SESSION_ID}` })
    const scriptUrl = page.body.match(/<script defer src="([^"]+)"/)?.[1]
    const styleUrl = page.body.match(/<link rel="stylesheet" href="([^"]+)"/)?.[1]
    expect(scriptUrl).toMatch(/^\/game-frame\/assets\/frame-[\w-]{16}\.js$/)
    expect(styleUrl).toMatch(/^\/game-frame\/assets\/frame-[\w-]{16}\.css$/)

    const script = await t.app.inject({ method: 'GET', url: scriptUrl as string })
    expect(script.statusCode).toBe(200)
    expect(script.headers['content-type']).toMatch(/^text\/javascript/)
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    // The engine views are in the bundle and no module syntax is left for the browser.
    expect(script.body).toContain('croupier:balance')
    expect(script.body).not.toMatch(/^import /m)

    const style = await t.app.inject({ method: 'GET', url: styleUrl as string })
    expect(style.statusCode).toBe(200)
    expect(style.headers['content-type']).toMatch(/^text\/css/)

    const again = await t.app.inject({
      method: 'GET',
      url: scriptUrl as string,
      headers: { 'if-none-match': script.headers.etag as string },
    })
    expect(again.statusCode).toBe(304)
  })

  it('answers 404 for an unknown asset and falls back to English for an unknown locale', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/game-frame/assets/frame-AAAAAAAAAAAAAAAA.js' })
    expect(missing.statusCode).toBe(404)
    const page = await t.app.inject({ method: 'GET', url: `/game-frame/${SESSION_ID}?locale=xx` })
    expect(page.body).toContain('<html lang="en">')
    expect(page.body).toContain('"spin":"Spin"')
  })
})
