// `npm run bench`: speed as measured, never as a timed test (issue 11). The machine, then every
// figure with its target: the lobby's initial JS, Lighthouse mobile for the lobby, a category, a
// game (demo) and a static page (median of three runs), the lobby's DOM size and HTML bytes, and the
// sub-benches — guest-page rendering and cache, wallet rounds, realtime, title search, the
// browser's keystroke-to-results and the live tournament leaderboard (issue 14).
// BENCH_ONLY=lighthouse,ssr,wallet,realtime,search,leaderboard picks parts;
// results go to .tmp/bench-results.json. One failing sub-bench is reported, not fatal.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { buildServers } from './build-servers.mjs'
import { keystrokeFigures } from './lib/bench-keystrokes.mjs'
import { demoGamePath, lighthouseFigures } from './lib/bench-lighthouse.mjs'
import { machine, printReport, verdict } from './lib/bench-report.mjs'
import { chromiumPath, startBenchServers, webBuildDir } from './lib/bench-servers.mjs'
import { initialJs } from './lib/bundle.mjs'
import { root, run } from './lib/processes.mjs'

const PARTS = ['lighthouse', 'ssr', 'wallet', 'realtime', 'search', 'leaderboard']
const only = (process.env.BENCH_ONLY ?? PARTS.join(',')).split(',').map((part) => part.trim())
const wants = (part) => only.includes(part)
const tsx = path.join(root, 'node_modules/.bin/tsx')

/** Sub-benches by the bench interface: standalone, BENCH_JSON=<file> for their figures. */
const SUB_BENCHES = [
  { part: 'ssr', name: 'cache', file: 'apps/web/scripts/bench-ssr.mjs', timeoutMin: 6 },
  { part: 'wallet', name: 'wallet', file: 'apps/platform/scripts/bench-wallet.ts', timeoutMin: 8 },
  { part: 'realtime', name: 'realtime', file: 'apps/platform/scripts/bench-realtime.ts', timeoutMin: 8 },
  { part: 'search', name: 'search', file: 'apps/platform/scripts/bench-search.ts', timeoutMin: 4 },
  {
    part: 'leaderboard',
    name: 'leaderboard',
    file: 'apps/platform/scripts/bench-leaderboard.ts',
    timeoutMin: 5,
  },
]

const figures = []
const details = {}
const failures = []
const info = machine(chromiumPath())
console.log('Bench on', info)

function runSubBench({ name, file, timeoutMin }) {
  if (!fs.existsSync(path.join(root, file))) return
  const json = path.join(root, '.tmp', `bench-${name}.json`)
  fs.rmSync(json, { force: true })
  console.log(`\n== ${name}: ${file}`)
  const runner = file.endsWith('.ts') ? tsx : process.execPath
  const result = spawnSync(runner, [file], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BENCH_JSON: json },
    timeout: timeoutMin * 60_000,
    killSignal: 'SIGINT',
  })
  const output = fs.existsSync(json) ? JSON.parse(fs.readFileSync(json, 'utf8')) : null
  if (output?.figures) {
    figures.push(...output.figures)
    details[name] = output.details ?? null
  }
  if (result.status !== 0 || !output?.figures) {
    failures.push(`${name} (${file}): ${result.error?.message ?? `exit ${result.status ?? result.signal}`}`)
  }
}

const buildDir = webBuildDir()
if (!fs.existsSync(path.join(buildDir, 'server/index.js'))) {
  const env = { ...process.env, NODE_ENV: 'production', WEB_BUILD_DIR: buildDir }
  if (run('npm', ['run', 'build', '-w', 'apps/web'], { env }) !== 0) process.exit(1)
}
// Measured as production runs: compiled JavaScript, not tsx (BENCH_SKIP_SERVER_BUILD=1 keeps dist/).
if (process.env.BENCH_SKIP_SERVER_BUILD !== '1') await buildServers()

const lobbyJs = await initialJs('/')
figures.push({
  id: 'lobby.initialJsGzipKb',
  label: 'lobby initial JS (entry + route modules), gzip',
  value: Number((lobbyJs.gzip / 1024).toFixed(1)),
  unit: 'KB',
  target: 125,
  better: 'lower',
})
details.lobbyInitialJs = lobbyJs

/** Runs one in-process part; a failure is reported in the table, and the bench goes on. */
async function part(name, measure) {
  try {
    const result = await measure()
    figures.push(...result.figures)
    details[name] = result.details
  } catch (error) {
    failures.push(`${name}: ${error.message}`)
  }
}

if (wants('lighthouse') || wants('search')) {
  const servers = await startBenchServers()
  try {
    if (wants('lighthouse')) {
      await part('lighthouse', async () => {
        const pages = {
          lobby: '/',
          categoryPage: '/pokies/all',
          gamePage: await demoGamePath(servers.platformPort),
          staticPage: '/privacy-policy',
          ...JSON.parse(process.env.BENCH_PAGES ?? '{}'),
        }
        return lighthouseFigures(servers.baseUrl, pages)
      })
    }
    if (wants('search')) await part('keystrokes', () => keystrokeFigures(servers.baseUrl))
  } finally {
    servers.stop()
  }
}

for (const bench of SUB_BENCHES) if (wants(bench.part)) runSubBench(bench)

const results = {
  machine: info,
  figures: figures.map((figure) => ({ ...figure, met: verdict(figure) })),
  failures,
  details,
}
fs.mkdirSync(path.join(root, '.tmp'), { recursive: true })
fs.writeFileSync(path.join(root, '.tmp/bench-results.json'), `${JSON.stringify(results, null, 2)}\n`)
printReport(info, figures, failures)
console.log('\nAll figures and details: .tmp/bench-results.json; Lighthouse median reports: .tmp/lighthouse/')
process.exit(0)
