// The web server: React Router's SSR handler behind Express, with the platform's public paths
// proxied so that the browser sees one origin (ARCHITECTURE.md). `--dev` serves through Vite
// with hot reload.
import path from 'node:path'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express from 'express'
import { createProxyMiddleware } from 'http-proxy-middleware'
import { PLATFORM_PUBLIC_PATHS } from '@croupier/contract/routes'

const isDev = process.argv.includes('--dev')
const port = Number(process.env.PORT ?? 3000)
const platformUrl = process.env.PLATFORM_URL ?? `http://127.0.0.1:${process.env.PLATFORM_PORT ?? 3001}`
process.env.PLATFORM_URL = platformUrl

const app = express()
app.disable('x-powered-by')
app.set('trust proxy', true)

const platformProxy = createProxyMiddleware({
  target: platformUrl,
  changeOrigin: false,
  ws: true,
  xfwd: true,
  pathFilter: (pathname) => PLATFORM_PUBLIC_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}?`)),
})
app.use(platformProxy)
app.use(compression())

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
  const buildDir = path.join(import.meta.dirname, 'build')
  app.use('/assets', express.static(path.join(buildDir, 'client/assets'), { immutable: true, maxAge: '1y' }))
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
