// Title search latency over the seeded 10,000-game catalogue (issue 11: p95 ≤ 5 ms). Seeds PGlite
// in a temp dir and PostgreSQL (BENCH_DATABASE_URL's server, else a throwaway one it starts), then
// times 200 searches through the search service — the games_filter path without HTTP — and prints
// p50/p95/p99 in ms; with BENCH_JSON=<file> it writes the bench figures there. `npm run bench`
// runs it; run alone with `npx tsx apps/platform/scripts/bench-search.ts`.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
// @ts-expect-error the repository's plain-JS process helpers carry no types
import { startPostgres } from '../../../scripts/lib/postgres.mjs'
import { type Database, openDatabase } from '../src/db/client.ts'
import { filterGames } from '../src/modules/catalogue/search.service.ts'
import { seedDatabase } from '../src/seed/index.ts'

const SEARCHES = 200
const WORDS = ['book', 'fruit', 'gold', 'mega', 'wild', 'dragon', 'bonanza', 'roulette', 'of the', 'deluxe']
const FRAGMENTS = [
  'bo',
  'fr',
  'go',
  'me',
  'ra',
  'sta',
  'oly',
  'pha',
  'bass',
  'gem',
  'lucky',
  'vamp',
  'xtr',
  'zzq',
]

function queries(): string[] {
  const list: string[] = []
  for (let i = 0; list.length < SEARCHES; i++) {
    list.push(i % 2 === 0 ? (WORDS[i % WORDS.length] as string) : (FRAGMENTS[i % FRAGMENTS.length] as string))
  }
  return list
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number
}

async function measure(label: string, db: Database): Promise<Record<string, number>> {
  const audience = { country: 'CA', isBot: false, allProviders: false }
  const search = (title: string) =>
    filterGames(db, audience, { device: 'desktop', filter: { title }, page: 1, page_size: 40 })
  for (const q of WORDS) await search(q) // warm caches and plans
  const times: number[] = []
  let found = 0
  for (const q of queries()) {
    const start = performance.now()
    const page = await search(q)
    times.push(performance.now() - start)
    found += page.data.length
  }
  times.sort((a, b) => a - b)
  const result = {
    p50: Number(percentile(times, 50).toFixed(2)),
    p95: Number(percentile(times, 95).toFixed(2)),
    p99: Number(percentile(times, 99).toFixed(2)),
  }
  console.log(
    `Title search (${label}, ${SEARCHES} searches, ${found} tiles): p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms`,
  )
  return result
}

async function seeded(databaseUrl: string | undefined, dataDir: string) {
  const handle = await openDatabase({ databaseUrl, dataDir })
  const start = performance.now()
  await seedDatabase(handle.db, { catalogue: true })
  console.log(`Seeded ${handle.kind} in ${((performance.now() - start) / 1000).toFixed(1)} s`)
  return handle
}

const results: Record<string, Record<string, number>> = {}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-bench-search-'))
try {
  const lite = await seeded(undefined, dataDir)
  results.pglite = await measure('PGlite', lite.db)
  await lite.close()
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true })
}

const ownPostgres = process.env.BENCH_DATABASE_URL ? null : await startPostgres().catch(() => null)
const adminUrl = process.env.BENCH_DATABASE_URL ?? ownPostgres?.url
try {
  if (adminUrl) {
    const name = `croupier_bench_${randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    try {
      const postgres = await seeded(url.toString(), dataDir)
      results.postgres = await measure('PostgreSQL', postgres.db)
      await postgres.close()
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    }
  }
} finally {
  ownPostgres?.stop()
}

const figures = Object.entries(results).map(([store, result]) => ({
  id: store === 'pglite' ? 'search.titleP95Ms' : `search.titleP95Ms.${store}`,
  label: `title search p95 over the full catalogue, search service, ${store === 'pglite' ? 'PGlite' : 'PostgreSQL'}`,
  value: result.p95,
  unit: 'ms',
  target: 5,
  better: 'lower',
}))
if (process.env.BENCH_JSON)
  fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify({ figures, details: results }))
