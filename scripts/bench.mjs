// `npm run bench`: speed as measured, never as a timed test — the lobby's initial JS (gzip),
// Lighthouse mobile scores for the lobby, a static page, a category page and a game page in demo
// mode on the production build, and title-search latency over the 10,000-game catalogue.
import fs from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { buildServers } from './build-servers.mjs'
import { initialJs } from './lib/bundle.mjs'
import { freePort, root, run, start, waitForHttp } from './lib/processes.mjs'

const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const results = {}
/** One Lighthouse page may take this long; the bench stays bounded even when a page hangs. */
const PAGE_TIMEOUT_MS = 120_000

/** Resolves to null when the promise has not settled in time. */
function withTimeout(promise, ms) {
  let timer
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => resolve(null), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** The game page of the first demo-capable game of the `top` category, as the lobby links it. */
async function demoGamePath(platformPort) {
  const response = await fetch(
    `http://127.0.0.1:${platformPort}/api/games/collections?identifiers=top&page_size=20`,
  )
  const collections = await response.json()
  const games = Object.values(collections).flatMap((collection) => collection.data)
  const game = games.find((g) => g.has_demo_mode) ?? games[0]
  if (!game) throw new Error('bench: the catalogue has no game for the game page')
  return `/play/${game.provider}/${game.seo_title}?mode=demo`
}

if (!fs.existsSync(path.join(root, 'apps/web/build/server/index.js'))) {
  if (
    run('npm', ['run', 'build', '-w', 'apps/web'], { env: { ...process.env, NODE_ENV: 'production' } }) !== 0
  ) {
    process.exit(1)
  }
}

const lobby = await initialJs('/')
results.lobbyInitialJsGzipKb = Number((lobby.gzip / 1024).toFixed(1))
console.log(`Lobby initial JS: ${results.lobbyInitialJsGzipKb} KB gzip`)

const webPort = await freePort()
const platformPort = await freePort()
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(webPort),
  PLATFORM_PORT: String(platformPort),
  DATA_DIR: path.join(root, '.tmp', `bench-data-${Date.now()}`),
  LOG_LEVEL: 'warn',
}
// Measured as production runs: compiled JavaScript, not tsx.
await buildServers()
const tsx = path.join(root, 'node_modules/.bin/tsx')
const platform = start('node', ['dist/server.js'], {
  cwd: path.join(root, 'apps/platform'),
  env,
  stdio: 'ignore',
})
const web = start('node', ['dist/server.js'], { cwd: path.join(root, 'apps/web'), env, stdio: 'ignore' })
try {
  await waitForHttp(`http://127.0.0.1:${platformPort}/health`, 120_000)
  await waitForHttp(`http://127.0.0.1:${webPort}/health`, 60_000)
  const pages = {
    lobby: '/',
    staticPage: '/privacy-policy',
    categoryPage: '/pokies/all',
    gamePage: await demoGamePath(platformPort),
    ...JSON.parse(process.env.BENCH_PAGES ?? '{}'),
  }
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  try {
    for (const [name, pagePath] of Object.entries(pages)) {
      const url = `http://localhost:${webPort}${pagePath}`
      await fetch(url) // warm the server's caches
      const result = await withTimeout(
        lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          formFactor: 'mobile',
          maxWaitForLoad: 30_000,
        }),
        PAGE_TIMEOUT_MS,
      )
      if (!result) {
        results[name] = { path: pagePath, error: `no result within ${PAGE_TIMEOUT_MS / 1000} s` }
        console.log(`Lighthouse mobile ${name} (${pagePath}): timed out`)
        continue
      }
      const categories = result.lhr.categories
      const audits = result.lhr.audits
      results[name] = {
        path: pagePath,
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        bestPractices: Math.round(categories['best-practices'].score * 100),
        seo: Math.round(categories.seo.score * 100),
        lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
        cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      }
      console.log(`Lighthouse mobile ${name} (${pagePath}):`, results[name])
    }
  } finally {
    await chrome.kill()
  }
} finally {
  platform.kill('SIGTERM')
  web.kill('SIGTERM')
}
// Title search over the 10,000-game catalogue (issue 4 target: p95 ≤ 10 ms), on PGlite and, when
// PostgreSQL is installed, on a throwaway server.
const { startPostgres } = await import('./lib/postgres.mjs')
const postgres = await startPostgres().catch(() => null)
try {
  const searchJson = path.join(root, '.tmp', 'bench-search.json')
  run(tsx, ['apps/platform/scripts/bench-search.ts'], {
    env: {
      ...process.env,
      BENCH_JSON: searchJson,
      ...(postgres ? { BENCH_DATABASE_URL: postgres.url } : {}),
    },
  })
  if (fs.existsSync(searchJson)) results.search = JSON.parse(fs.readFileSync(searchJson, 'utf8'))
} finally {
  postgres?.stop()
}
fs.mkdirSync(path.join(root, '.tmp'), { recursive: true })
fs.writeFileSync(path.join(root, '.tmp/bench-results.json'), `${JSON.stringify(results, null, 2)}\n`)
console.log(JSON.stringify(results, null, 2))
process.exit(0)
