// The guest page cache (issue 11 target 3, ADR 034): a guest's document, rendered once per key
// (lib/page-cache-key.server.ts) and served to every guest with that key for a few seconds, then
// stale while one background render refreshes it. Bodies are stored brotli and gzip compressed
// and sent as they are (the compression middleware passes encoded bodies through). Shared renders
// carry no nonce: their inline scripts are allowed by hash. Never a visitor with a session, never a
// response with Set-Cookie, never anything but a 200 HTML document the render marked public.
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from 'express'
import { hasSession, pageKey, sharedRenderRequest, visitorCountry } from './page-cache-key.server'
import {
  guestPageCacheControl,
  hashInlineScripts,
  SHARED_RENDER_HEADER,
  withScriptHashes,
} from './page-cache-policy.server'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

export type PageRenderer = (request: Request) => Promise<Response>

export interface PageCacheOptions {
  /** How long a stored page is served as it is. */
  freshMs?: number
  /** How long after that it is still served while a background render refreshes it. */
  staleMs?: number
  maxEntries?: number
}

interface Stored {
  status: number
  headers: [string, string][]
  br: Buffer
  gzip: Buffer
  freshUntil: number
  staleUntil: number
  refreshing: boolean
}

/** A shared render's outcome: stored, or a response for its own visitor only. */
type Rendered = { stored: Stored } | { own: Own }
interface Own {
  status: number
  headers: [string, string][]
  body: Buffer
}

// Hop and body headers are the sender's to set; Vary and Cache-Control are the cache's.
const NOT_STORED = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'date',
  'vary',
])

export interface PageCache {
  middleware(req: ExpressRequest, res: ExpressResponse, next: NextFunction): void
  /** Turns the cache on with the page renderer (the build's request handler). */
  useRenderer(render: PageRenderer): void
  readonly size: number
}

/** Documents only: no assets or files, no single-fetch data, no route manifest. */
function isDocumentPath(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1)
  return !path.startsWith('/__') && !path.startsWith('/assets/') && !last.includes('.')
}

export function createPageCache(options: PageCacheOptions = {}): PageCache {
  const freshMs = options.freshMs ?? 10_000
  const staleMs = options.staleMs ?? 60_000
  const maxEntries = options.maxEntries ?? 500
  const entries = new Map<string, Stored>()
  const filling = new Map<string, Promise<Rendered>>()
  let render: PageRenderer | null = null

  async function renderShared(req: ExpressRequest): Promise<Rendered> {
    if (!render) throw new Error('page cache without a renderer')
    const response = await render(sharedRenderRequest(req))
    const body = Buffer.from(await response.arrayBuffer())
    const html = body.toString('utf8')
    const headers: [string, string][] = []
    for (const [name, value] of response.headers) {
      if (NOT_STORED.has(name) || name === 'set-cookie') continue
      headers.push([
        name,
        name === 'content-security-policy' ? withScriptHashes(value, hashInlineScripts(html)) : value,
      ])
    }
    const setCookies = response.headers.getSetCookie()
    const shareable =
      response.status === 200 &&
      setCookies.length === 0 &&
      /^text\/html/.test(response.headers.get('content-type') ?? '') &&
      /\bpublic\b/.test(response.headers.get('cache-control') ?? '')
    if (!shareable) {
      for (const cookie of setCookies) headers.push(['set-cookie', cookie])
      return { own: { status: response.status, headers, body } }
    }
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzip(body, { level: 6 }),
    ])
    const now = Date.now()
    return {
      stored: {
        status: 200,
        headers,
        br,
        gzip: gz,
        freshUntil: now + freshMs,
        staleUntil: now + freshMs + staleMs,
        refreshing: false,
      },
    }
  }

  function store(key: string, stored: Stored): void {
    entries.delete(key)
    entries.set(key, stored)
    // Oldest first: a Map iterates in insertion order.
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
  }

  /** One render per key at a time; everyone who asks meanwhile waits for it. */
  function fill(key: string, req: ExpressRequest): Promise<Rendered> {
    const running = filling.get(key)
    if (running) return running
    const rendered = renderShared(req)
      .then((result) => {
        if ('stored' in result) store(key, result.stored)
        else entries.delete(key)
        return result
      })
      .finally(() => filling.delete(key))
    filling.set(key, rendered)
    return rendered
  }

  function send(req: ExpressRequest, res: ExpressResponse, stored: Stored, state: string): void {
    for (const [name, value] of stored.headers)
      res.setHeader(name, name === 'cache-control' ? guestPageCacheControl() : value)
    res.setHeader('Vary', guestPageVary())
    res.setHeader('X-Page-Cache', state)
    const encoding = req.acceptsEncodings('br', 'gzip', 'identity')
    let body = encoding === 'br' ? stored.br : encoding === 'gzip' ? stored.gzip : null
    if (body) res.setHeader('Content-Encoding', encoding as string)
    // A client that takes neither encoding is rare: it gets the body inflated for it.
    else body = zlib.gunzipSync(stored.gzip)
    res.setHeader('Content-Length', body.length)
    res.status(stored.status).end(body)
  }

  function sendOwn(res: ExpressResponse, own: Own): void {
    for (const [name, value] of own.headers) res.append(name, value)
    res.setHeader('X-Page-Cache', 'BYPASS')
    res.status(own.status).end(own.body)
  }

  function sendRendered(req: ExpressRequest, res: ExpressResponse, result: Rendered, state: string): void {
    if ('stored' in result) send(req, res, result.stored, state)
    else sendOwn(res, result.own)
  }

  async function serve(req: ExpressRequest, res: ExpressResponse): Promise<void> {
    const country = await visitorCountry(req)
    // Without the visitor's country the key is incomplete: render for this visitor alone.
    if (country === null) return sendRendered(req, res, await renderShared(req), 'BYPASS')
    const key = pageKey(req, country)
    const now = Date.now()
    const stored = entries.get(key)
    if (stored && now < stored.freshUntil) return send(req, res, stored, 'HIT')
    if (stored && now < stored.staleUntil) {
      if (!stored.refreshing) {
        stored.refreshing = true
        fill(key, req).catch((error: unknown) => {
          stored.refreshing = false
          console.error('page cache refresh', error)
        })
      }
      return send(req, res, stored, 'STALE')
    }
    const isLeader = !filling.has(key)
    const result = await fill(key, req)
    // Not shareable: the leader's answer is its own, so whoever waited renders theirs.
    if ('own' in result && !isLeader) return sendRendered(req, res, await renderShared(req), 'MISS')
    return sendRendered(req, res, result, 'MISS')
  }

  return {
    middleware(req, res, next) {
      delete req.headers[SHARED_RENDER_HEADER]
      if (!render || req.method !== 'GET' || !isDocumentPath(req.path) || hasSession(req)) return next()
      serve(req, res).catch(next)
    },
    useRenderer(renderer) {
      render = renderer
    },
    get size() {
      return entries.size
    },
  }
}

export function guestPageVary(): string {
  const geoHeader = process.env.GEO_HEADER
  return ['Accept-Encoding', 'Cookie', 'User-Agent', 'Referer', ...(geoHeader ? [geoHeader] : [])].join(', ')
}
