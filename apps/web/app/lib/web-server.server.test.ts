// @vitest-environment node
// The web server's Express layer (issue 9 items 4, 5, 7) in front of a real platform listening on
// a loopback port: what passes through the proxy, what the server refuses itself, and what the
// platform learns about the visitor's scheme and host. Pages are a stand-in (no build needed).
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import * as api from '@croupier/contract/api.generated'
import { REALTIME_PATH } from '@croupier/contract/realtime/channels'
import { io } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { platformFor } from './platform-client.server'
import { startTestPlatform, type TestPlatform } from './test-platform.server'
import { createWebServer } from './web-server.server'

const SLOW = 60_000
const DEMO = { email: 'demo@croupier.local', password: 'Croupier2026!' }

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

interface RunningWeb {
  url: string
  port: number
  logs: string[]
  close(): Promise<void>
}

let platform: TestPlatform
let platformUrl: string
let web: RunningWeb

async function startWeb(target: string, trustProxy = 'loopback'): Promise<RunningWeb> {
  const logs: string[] = []
  const server = await createWebServer({
    platformUrl: target,
    trustProxy,
    log: (line) => logs.push(line),
    // The SSR handler's place: echoes what a page would have been rendered from.
    mountPages: (app) => {
      app.all('*splat', (req, res) => {
        res.type('html').send(`<p>page ${req.protocol}://${req.host}</p>`)
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    logs,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A request with any headers (fetch cannot set Host) and any body; `reset` when the connection broke. */
function send(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Answer | 'reset'> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        )
        response.on('error', () => resolve('reset'))
      },
    )
    request.on('error', () => resolve('reset'))
    request.end(options.body)
  })
}

async function answer(...args: Parameters<typeof send>): Promise<Answer> {
  const result = await send(...args)
  if (result === 'reset') throw new Error(`${args[1].slice(0, 80)}: connection reset`)
  return result
}

const errorCode = (a: Answer) => (JSON.parse(a.body) as { error: string }).error

beforeAll(async () => {
  platform = await startTestPlatform({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' })
  platformUrl = platform.url
  web = await startWeb(platformUrl)
}, SLOW * 2)
afterAll(async () => {
  await web?.close()
  await platform?.close()
})

describe('the platform answers pass through', () => {
  const megabyte = Buffer.alloc(1024 * 1024, 'a')
  const post = (path: string) =>
    send(web.port, path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', origin: web.url },
      body: megabyte,
    })

  it.each([
    [api.signIn.path, 413],
    [api.register.path, 413],
    [api.addFavouriteGame.path, 401],
  ])(
    'a 1 MB body to %s answers %s every time, never a 5xx or a reset',
    async (path, status) => {
      const statuses = []
      for (let i = 0; i < 12; i++) {
        const result = await post(path)
        statuses.push(result === 'reset' ? 'reset' : result.status)
      }
      expect(statuses).toEqual(Array(12).fill(status))
    },
    SLOW,
  )

  it(
    'a 64 KB header answers 431 in the platform shape, not a reset',
    async () => {
      for (let i = 0; i < 5; i++) {
        const result = await answer(web.port, api.getCurrencies.path, {
          headers: { 'x-big': 'a'.repeat(64 * 1024) },
        })
        expect(result.status).toBe(431)
        expect(errorCode(result)).toBe('HEADERS_TOO_LARGE')
      }
    },
    SLOW,
  )

  it('an unreachable platform is logged and answered 502 in the platform shape', async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`
    await new Promise((resolve) => closed.close(resolve))
    const orphan = await startWeb(deadUrl)
    try {
      const result = await answer(orphan.port, api.getCurrencies.path)
      expect(result.status).toBe(502)
      expect(JSON.parse(result.body)).toEqual({ error: 'BAD_GATEWAY', message: expect.any(String) })
      expect(orphan.logs).toEqual([
        expect.stringMatching(/^PLATFORM_PROXY_ERROR GET \/api\/info\/currencies: ECONNREFUSED/),
      ])
    } finally {
      await orphan.close()
    }
  })

  it(
    'realtime still upgrades through the proxy',
    async () => {
      const socket = io(web.url, { path: REALTIME_PATH, transports: ['websocket'], reconnection: false })
      try {
        await new Promise<void>((resolve, reject) => {
          socket.on('connect', resolve)
          socket.on('connect_error', reject)
        })
        expect(socket.connected).toBe(true)
      } finally {
        socket.close()
      }
    },
    SLOW,
  )
})

describe('addresses no page can answer are 4xx before rendering', () => {
  it.each([
    ['a 101-character first segment', 404, `/${'a'.repeat(101)}`],
    ['2,000 segments', 414, `/${Array(2000).fill('a').join('/')}`],
    ['a 2 KB path', 414, `/${'a'.repeat(2048)}`],
    ['a 16 KB path', 414, `/pokies/${'a'.repeat(16 * 1024)}`],
    ['a NUL in a game path', 404, '/play/%00/x'],
    ['a control character in a locale path', 404, '/en-CA/a%0Ab'],
  ])('%s answers %s', async (_, status, path) => {
    const result = await answer(web.port, path)
    expect(result.status).toBe(status)
    expect(result.body).not.toContain('<p>page')
  })

  it('an ordinary page still renders', async () => {
    const result = await answer(web.port, '/en-CA/pokies')
    expect(result.status).toBe(200)
    expect(result.body).toContain('<p>page')
  })
})

describe('https behind a TLS terminator (TRUST_PROXY)', () => {
  const signIn = (port: number, headers: Record<string, string>) =>
    answer(port, api.signIn.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', ...headers },
      body: JSON.stringify({ user: DEMO }),
    })
  const https = { 'x-forwarded-proto': 'https', host: 'casino.example', origin: 'https://casino.example' }

  it('from a trusted terminator: Secure cookie, HSTS on the API answer and on the page', async () => {
    const response = await signIn(web.port, https)
    expect(response.status, response.body).toBe(200)
    expect(String(response.headers['set-cookie'])).toMatch(/croupier_session=[^;]+;.*Secure/)
    expect(response.headers['strict-transport-security']).toMatch(/^max-age=/)
    const page = await answer(web.port, '/en-CA/pokies', { headers: https })
    expect(page.body).toContain('page https://casino.example')
    expect(page.headers['strict-transport-security']).toMatch(/^max-age=/)
  })

  it('plain http: no Secure, no HSTS', async () => {
    const response = await signIn(web.port, {
      host: `localhost:${web.port}`,
      origin: `http://localhost:${web.port}`,
    })
    expect(response.status, response.body).toBe(200)
    expect(String(response.headers['set-cookie'])).not.toMatch(/Secure/)
    expect(response.headers['strict-transport-security']).toBeUndefined()
    expect((await answer(web.port, '/en-CA/pokies')).headers['strict-transport-security']).toBeUndefined()
  })

  it('from a peer outside TRUST_PROXY, X-Forwarded-Proto is ignored on both servers', async () => {
    const untrusting = await startWeb(platformUrl, '192.0.2.1')
    try {
      const plain = { ...https, origin: 'http://casino.example' }
      const response = await signIn(untrusting.port, plain)
      expect(response.status, response.body).toBe(200)
      expect(String(response.headers['set-cookie'])).not.toMatch(/Secure/)
      expect(response.headers['strict-transport-security']).toBeUndefined()
      const page = await answer(untrusting.port, '/en-CA/pokies', { headers: https })
      expect(page.body).toContain('page http://casino.example')
      expect(page.headers['strict-transport-security']).toBeUndefined()
      // Nor does a forged https Origin pass the platform's CSRF guard.
      expect((await signIn(untrusting.port, https)).status).toBe(403)
    } finally {
      await untrusting.close()
    }
  })
})

describe('CSRF through the web server', () => {
  const origin = () => `http://localhost:${web.port}`
  const signOut = (headers: Record<string, string>) =>
    answer(web.port, api.signOut.path, {
      method: 'DELETE',
      headers: { host: `localhost:${web.port}`, 'x-requested-with': 'XMLHttpRequest', ...headers },
    })

  it('refuses an Origin on another port or scheme, accepts the page origin', async () => {
    expect((await signOut({ origin: 'http://localhost:9999' })).status).toBe(403)
    expect((await signOut({ origin: origin().replace('http:', 'https:') })).status).toBe(403)
    expect((await signOut({ origin: origin() })).status).toBe(204)
  })

  it("a loader's server-to-server call carries the page origin past the guard", async () => {
    process.env.PLATFORM_URL = platformUrl
    const page = new Request('https://casino.example/de/pokies')
    const answer = await platformFor(page).call(api.checkEmail, {
      body: { email: 'nobody.yet@example.com' },
      headers: { origin: 'https://casino.example' },
    })
    expect(answer).toEqual({ available: true })
  })
})
