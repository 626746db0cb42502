// The web server without its page renderer: trust, forwarded headers, the platform proxy, request
// limits, security headers and canonical redirects. server.ts mounts the SSR handler (Vite in
// development, the build in production); tests mount a stand-in and start it against a real platform.
import http from 'node:http'
import path from 'node:path'
import compression from 'compression'
import express, { type Express, type NextFunction, type Request, type Response } from 'express'
import { canonicalRedirect } from './canonical-url'
import { shareDrainListener } from './drain-listener.server'
import { forwardRequestOrigin, strictTransportSecurity } from './forwarded-headers.server'
import { createPageCache, type PageCache, type PageCacheOptions } from './page-cache.server'
import { createPlatformProxy, isPlatformPath, type ProxyLog } from './platform-proxy.server'
import { DATA_REQUEST_HEADER } from './request-kind'
import { answerClientError, guardPagePath, MAX_HEADER_BYTES } from './request-limits.server'
import { BASE_SECURITY_HEADERS } from './security-headers.server'

export interface WebServerOptions {
  platformUrl: string
  /** Peers whose X-Forwarded-* headers this server believes (TRUST_PROXY, proxy-addr syntax). */
  trustProxy: string
  /** Mounts what answers pages: static files and the SSR handler (which turns the page cache on). */
  mountPages(app: Express, pageCache: PageCache): void | Promise<void>
  /** The guest page cache's lifetimes (ADR 034). */
  pageCache?: PageCacheOptions
  log?: ProxyLog
}

export async function createWebServer(options: WebServerOptions): Promise<http.Server> {
  const log = options.log ?? ((line: string) => console.error(line))
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', options.trustProxy)

  const platformProxy = createPlatformProxy(options.platformUrl, log)
  app.use(forwardRequestOrigin)
  app.use(platformProxy)
  app.use(guardPagePath)
  app.use(compression())
  app.use((_req: Request, res: Response, next: NextFunction) => {
    shareDrainListener(res)
    res.set(BASE_SECURITY_HEADERS)
    next()
  })
  app.use(strictTransportSecurity)

  // One URL per page: trailing slashes and the default locale's prefix answer 301 (spec 1 §2).
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isPlatformPath(req.path)) return next()
    const queryStart = req.originalUrl.indexOf('?')
    const pathname = queryStart === -1 ? req.originalUrl : req.originalUrl.slice(0, queryStart)
    if (pathname.endsWith('.data')) return next()
    const target = canonicalRedirect(pathname, queryStart === -1 ? '' : req.originalUrl.slice(queryStart))
    if (target === null) return next()
    res.redirect(301, target)
  })

  // Single-fetch data requests are marked for the root loader (lib/request-kind.ts).
  app.use((req: Request, _res: Response, next: NextFunction) => {
    if (req.path.endsWith('.data')) req.headers[DATA_REQUEST_HEADER] = '1'
    else delete req.headers[DATA_REQUEST_HEADER]
    next()
  })

  // Browsers ask for /favicon.ico on their own; answer with the SVG mark instead of a 404.
  app.get('/favicon.ico', (_req, res) => {
    res.type('image/svg+xml').set('Cache-Control', 'public, max-age=86400')
    res.sendFile(path.resolve(import.meta.dirname, '../../public/favicon.svg'))
  })

  // Guest documents from the page cache, after every redirect above and before the renderer.
  const pageCache = createPageCache(options.pageCache)
  app.use(pageCache.middleware)
  await options.mountPages(app, pageCache)

  const server = http.createServer({ maxHeaderSize: MAX_HEADER_BYTES }, app)
  server.on('upgrade', platformProxy.upgrade)
  server.on('clientError', answerClientError)
  return server
}
