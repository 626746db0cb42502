// Lighthouse 12.8 mobile (simulated throttling) for each page, three runs, the median run as
// Lighthouse's own computeMedianRun picks it (the run closest to the median FCP and TTI), so one
// noisy run on the shared cores does not decide a figure. Also the lobby's DOM size and HTML bytes.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { CHROMIUM_FLAGS, chromiumPath } from './bench-servers.mjs'
import { root } from './processes.mjs'

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
/** One Lighthouse run may take this long; the bench stays bounded even when a page hangs. */
const RUN_TIMEOUT_MS = 120_000

function withTimeout(promise, ms) {
  let timer
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => resolve(null), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** The game page of the first demo-capable game of the `top` category, as the lobby links it. */
export async function demoGamePath(platformPort) {
  const response = await fetch(
    `http://127.0.0.1:${platformPort}/api/games/collections?identifiers=top&page_size=20`,
  )
  const games = Object.values(await response.json()).flatMap((collection) => collection.data)
  const game = games.find((g) => g.has_demo_mode) ?? games[0]
  if (!game) throw new Error('bench: the catalogue has no game for the game page')
  return `/play/${game.provider}/${game.seo_title}?mode=demo`
}

/** The targets (issue 11 target 1) for every page kind. */
const TARGETS = [
  ['performance', 'Lighthouse performance', 'score', 95, 'higher'],
  ['fcpMs', 'first contentful paint', 'ms', 1500, 'lower'],
  ['lcpMs', 'largest contentful paint', 'ms', 2000, 'lower'],
  ['tbtMs', 'total blocking time', 'ms', 150, 'lower'],
  ['cls', 'cumulative layout shift', '', 0.02, 'lower'],
  ['accessibility', 'Lighthouse accessibility', 'score', 100, 'higher'],
  ['bestPractices', 'Lighthouse best practices', 'score', 100, 'higher'],
  ['seo', 'Lighthouse SEO', 'score', 100, 'higher'],
]

function summary(lhr) {
  const { categories: c, audits: a } = lhr
  const score = (name) => (c[name]?.score === null ? null : Math.round(c[name].score * 100))
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(a['first-contentful-paint'].numericValue),
    lcpMs: Math.round(a['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(a['total-blocking-time'].numericValue),
    cls: Number(a['cumulative-layout-shift'].numericValue.toFixed(3)),
    domElements: a['dom-size']?.numericValue ?? null,
    /** The page Lighthouse ended on (a first visit to / is redirected to its locale, e.g. /en-CA). */
    finalUrl: lhr.finalDisplayedUrl,
    /** What the redirects cost, by Lighthouse's estimate (0 without a redirect). */
    redirectMs: Math.round(a.redirects?.numericValue ?? 0),
  }
}

/** A returning guest (locale chosen): a first visit to / is only the redirect to its locale. */
const RETURNING_GUEST = {
  cookie: 'locale=en-CA',
  'user-agent': 'Mozilla/5.0 (Linux; Android 11) Chrome/131.0',
}

/** Bytes on the wire for one GET with this accept-encoding (node:http: fetch would decompress). */
function wireBytes(url, encoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { ...RETURNING_GUEST, 'accept-encoding': encoding } }, (response) => {
        let bytes = 0
        response.on('data', (chunk) => {
          bytes += chunk.length
        })
        response.on('end', () =>
          resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'identity' }),
        )
      })
      .on('error', reject)
  })
}

/** The lobby's HTML raw, as the server sends it with brotli, and at brotli's best (quality 11). */
async function htmlBytes(url) {
  const html = Buffer.from(await (await fetch(url, { headers: RETURNING_GUEST })).arrayBuffer())
  const served = await wireBytes(url, 'br')
  return {
    raw: html.length,
    served: served.bytes,
    servedEncoding: served.encoding,
    brotli11: zlib.brotliCompressSync(html).length,
  }
}

/** Runs every page; returns bench figures and per-page details (all runs and the median). */
export async function lighthouseFigures(baseUrl, pages) {
  const figures = []
  const details = {}
  const reportDir = path.join(root, '.tmp', 'lighthouse')
  fs.mkdirSync(reportDir, { recursive: true })
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_FLAGS })
  try {
    for (const [name, pagePath] of Object.entries(pages)) {
      const url = `${baseUrl}${pagePath}`
      await fetch(url) // warm the server's caches
      const runs = []
      for (let i = 0; i < RUNS; i++) {
        const result = await withTimeout(
          lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            formFactor: 'mobile',
            maxWaitForLoad: 30_000,
          }),
          RUN_TIMEOUT_MS,
        )
        if (result?.lhr && !result.lhr.runtimeError) runs.push(result.lhr)
      }
      if (runs.length === 0) {
        details[name] = { path: pagePath, error: `no run finished within ${RUN_TIMEOUT_MS / 1000} s` }
        console.log(`Lighthouse ${name} (${pagePath}): no result`)
        continue
      }
      const median = computeMedianRun(runs)
      fs.writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(median))
      const result = summary(median)
      details[name] = { path: pagePath, median: result, runs: runs.map(summary) }
      console.log(`Lighthouse mobile ${name} (${pagePath}), median of ${runs.length}:`, result)
      for (const [key, label, unit, target, better] of TARGETS) {
        figures.push({
          id: `lighthouse.${name}.${key}`,
          label: `${label}, ${pagePath}`,
          value: result[key],
          unit,
          target,
          better,
        })
      }
      if (name === 'lobby') {
        const bytes = await htmlBytes(result.finalUrl ?? url)
        details[name].html = bytes
        figures.push(
          {
            id: 'lobby.domElements',
            label: 'lobby DOM elements (dom-size audit)',
            value: result.domElements,
            unit: 'elements',
            target: null,
            better: 'lower',
          },
          {
            id: 'lobby.redirectMs',
            label: `what a redirect from ${pagePath} costs the lobby (redirects audit; ended on ${new URL(result.finalUrl ?? url).pathname})`,
            value: result.redirectMs,
            unit: 'ms',
            target: null,
            better: 'lower',
          },
          {
            id: 'lobby.htmlKb',
            label: 'lobby HTML, raw',
            value: Number((bytes.raw / 1024).toFixed(1)),
            unit: 'KB',
            target: null,
            better: 'lower',
          },
          {
            id: 'lobby.htmlServedBrKb',
            label: `lobby HTML as served to accept-encoding br (${bytes.servedEncoding}; ${(bytes.brotli11 / 1024).toFixed(1)} KB at brotli 11)`,
            value: Number((bytes.served / 1024).toFixed(1)),
            unit: 'KB',
            target: null,
            better: 'lower',
          },
        )
      }
    }
  } finally {
    await chrome.kill()
  }
  return { figures, details }
}
