// The web server: React Router's SSR handler behind Express, with the platform's public paths
// proxied so that the browser sees one origin (ARCHITECTURE.md). `--dev` serves through Vite
// with hot reload.
import path from 'node:path'
import { PLATFORM_PUBLIC_PATHS } from '@croupier/contract/routes'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express, { type NextFunction, type Request, type Response } from 'express'
import { createProxyMiddleware } from 'http-proxy-middleware'
import { canonicalRedirect } from './app/lib/canonical-url'
import { shareDrainListener } from './app/lib/drain-listener.server'
import { DATA_REQUEST_HEADER } from './app/lib/request-kind'
import { BASE_SECURITY_HEADERS } from './app/lib/security-headers.server'

const isDev = process.argv.includes('--dev')
const port = Number(process.env.PORT ?? 3000)
const platformUrl = process.env.PLATFORM_URL ?? `http://127.0.0.1:${process.env.PLATFORM_PORT ?? 3001}`
process.env.PLATFORM_URL = platformUrl

const app = express()
app.disable('x-powered-by')
app.set('trust proxy', true)

const isPlatformPath = (pathname: string) =>
  PLATFORM_PUBLIC_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))

const platformProxy = createProxyMiddleware({
  target: platformUrl,
  changeOrigin: false,
  ws: true,
  xfwd: true,
  pathFilter: (pathname) =>
    PLATFORM_PUBLIC_PATHS.some(
      (prefix) =>
        pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}?`),
    ),
})
app.use(platformProxy)
app.use(compression())
app.use((_req: Request, res: Response, next: NextFunction) => {
  shareDrainListener(res)
  next()
})

app.use((_req: Request, res: Response, next: NextFunction) => {
  res.set(BASE_SECURITY_HEADERS)
  next()
})

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

// Loaders call the platform server to server: pass the visitor's address along (the platform reads
// the country from it), and mark single-fetch data requests for the root loader (lib/request-kind.ts).
app.use((req: Request, _res: Response, next: NextFunction) => {
  const remote = req.socket.remoteAddress
  if (remote) {
    const forwarded = req.headers['x-forwarded-for']
    req.headers['x-forwarded-for'] = forwarded ? `${forwarded}, ${remote}` : remote
  }
  if (req.path.endsWith('.data')) req.headers[DATA_REQUEST_HEADER] = '1'
  else delete req.headers[DATA_REQUEST_HEADER]
  next()
})

// Browsers ask for /favicon.ico on their own; answer with the SVG mark instead of a 404.
app.get('/favicon.ico', (_req, res) => {
  res.type('image/svg+xml').set('Cache-Control', 'public, max-age=86400')
  res.sendFile(path.join(import.meta.dirname, 'public/favicon.svg'))
})

if (isDev) {
  const vite = await import('vite')
  const server = await vite.createServer({ server: { middlewareMode: true }, root: import.meta.dirname })
  app.use(server.middlewares)
  app.use(async (req, res, next) => {
    try {
      const build = await server.ssrLoadModule('virtual:react-router/server-build')
      return createRequestHandler({ build: build as never })(req, res, next)
    } catch (error) {
      if (error instanceof Error) server.ssrFixStacktrace(error)
      next(error)
    }
  })
} else {
  // WEB_BUILD_DIR runs a build kept elsewhere (a deploy's release directory, a test's copy).
  const buildDir = path.resolve(process.env.WEB_BUILD_DIR ?? path.join(import.meta.dirname, 'build'))
  // Hashed file names: cache for a year, never revalidate.
  app.use('/assets', express.static(path.join(buildDir, 'client/assets'), { immutable: true, maxAge: '1y' }))
  // A missing hashed asset is a stale client, not a page: answer 404 without rendering.
  app.use('/assets', (_req, res) => void res.status(404).end())
  app.use(express.static(path.join(buildDir, 'client'), { maxAge: '1h' }))
  const build = await import(path.join(buildDir, 'server/index.js'))
  app.all('*splat', createRequestHandler({ build }))
}

const server = app.listen(port, () => {
  console.log(`web on http://localhost:${port} (platform ${platformUrl})`)
})
server.on('upgrade', platformProxy.upgrade)

function shutdown(): void {
  server.close(() => process.exit(0))
  setTimeout(() => process.exit(0), 5000).unref()
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
