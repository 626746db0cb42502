// The web server: React Router's SSR handler behind Express, with the platform's public paths
// proxied so that the browser sees one origin (ARCHITECTURE.md). `--dev` serves through Vite
// with hot reload. The Express layer lives in app/lib/web-server.server.ts.
import path from 'node:path'
import { createRequestHandler } from '@react-router/express'
import express, { type Express } from 'express'
import { createRequestHandler as createFetchHandler } from 'react-router'
import { DEFAULT_TRUST_PROXY } from './app/lib/forwarded-headers.server'
import type { PageCache } from './app/lib/page-cache.server'
import { createWebServer } from './app/lib/web-server.server'

const isDev = process.argv.includes('--dev')
const port = Number(process.env.PORT ?? 3000)
const platformUrl = process.env.PLATFORM_URL ?? `http://127.0.0.1:${process.env.PLATFORM_PORT ?? 3001}`
process.env.PLATFORM_URL = platformUrl

async function mountDevPages(app: Express): Promise<void> {
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
}

async function mountBuiltPages(app: Express, pageCache: PageCache): Promise<void> {
  // WEB_BUILD_DIR runs a build kept elsewhere (a deploy's release directory, a test's copy).
  const buildDir = path.resolve(process.env.WEB_BUILD_DIR ?? path.join(import.meta.dirname, 'build'))
  // Hashed file names: cache for a year, never revalidate.
  app.use('/assets', express.static(path.join(buildDir, 'client/assets'), { immutable: true, maxAge: '1y' }))
  // A missing hashed asset is a stale client, not a page: answer 404 without rendering.
  app.use('/assets', (_req, res) => void res.status(404).end())
  app.use(express.static(path.join(buildDir, 'client'), { maxAge: '1h' }))
  const build = await import(path.join(buildDir, 'server/index.js'))
  // Guest documents render through the page cache (ADR 034); everything else through Express.
  pageCache.useRenderer(createFetchHandler(build, 'production'))
  app.all('*splat', createRequestHandler({ build }))
}

const server = await createWebServer({
  platformUrl,
  trustProxy: process.env.TRUST_PROXY ?? DEFAULT_TRUST_PROXY,
  mountPages: isDev ? mountDevPages : mountBuiltPages,
})
server.listen(port, () => {
  console.log(`web on http://localhost:${port} (platform ${platformUrl})`)
})

function shutdown(): void {
  server.close(() => process.exit(0))
  setTimeout(() => process.exit(0), 5000).unref()
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
