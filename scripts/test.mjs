// `npm test`: every tier, in order, each reported by name. A tier that needs a server binary
// (PostgreSQL, Redis, Chromium) says loudly which Debian package to install when it is missing,
// and fails in CI, where .ci/run installs them.
import fs from 'node:fs'
import path from 'node:path'
import { startPostgres } from './lib/postgres.mjs'
import { root, run, which } from './lib/processes.mjs'

const isCI = Boolean(process.env.CI)
const only = process.argv.slice(2)
const bin = (name) => path.join(root, 'node_modules/.bin', name)
const results = []
fs.mkdirSync(path.join(root, '.tmp'), { recursive: true })

function loud(message) {
  const bar = '!'.repeat(Math.min(100, message.length + 8))
  console.error(`\n${bar}\n!!  ${message}  !!\n${bar}\n`)
}

async function tier(name, fn) {
  if (only.length > 0 && !only.includes(name)) return
  console.log(`\n━━━ ${name} ━━━`)
  const started = Date.now()
  let ok = false
  try {
    ok = await fn()
  } catch (error) {
    console.error(error)
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  results.push({ name, ok, seconds })
  console.log(`━━━ ${name}: ${ok ? 'passed' : 'FAILED'} (${seconds} s)`)
}

const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' }

await tier('lint', () => run(bin('biome'), ['check', '.'], { env }) === 0)
await tier('typecheck', () => {
  // Route module types (./+types/*) are generated, not committed: a fresh clone needs typegen first.
  if (run(bin('react-router'), ['typegen'], { env, cwd: path.join(root, 'apps/web') }) !== 0) return false
  return ['packages/rules', 'packages/contract', 'apps/platform', 'apps/web'].every(
    (project) => run(bin('tsc'), ['--noEmit', '-p', project], { env }) === 0,
  )
})
await tier('architecture', () => run(bin('tsx'), ['scripts/check-architecture.ts'], { env }) === 0)
await tier(
  'messages',
  () =>
    run(bin('tsx'), ['scripts/check-messages.ts'], { env }) === 0 &&
    run(bin('tsx'), ['scripts/check-seed-content.ts'], { env }) === 0,
)
await tier(
  'unit',
  () =>
    run(bin('vitest'), ['run', '--project', 'rules', '--project', 'contract', '--project', 'web-unit'], {
      env,
    }) === 0,
)
await tier('platform-pglite', () => run(bin('vitest'), ['run', '--project', 'platform'], { env }) === 0)
// A vitest project against a throwaway PostgreSQL server of its own.
async function onPostgres(project) {
  const postgres = await startPostgres()
  if (!postgres) {
    loud('PostgreSQL not found: install Debian package postgresql (apt-get install -y postgresql)')
    return !isCI
  }
  try {
    return (
      run(bin('vitest'), ['run', '--project', project], {
        env: { ...env, TEST_DATABASE_URL: postgres.url },
      }) === 0
    )
  } finally {
    postgres.stop()
  }
}

await tier('platform-postgres', () => onPostgres('platform'))
await tier('fuzz-pglite', () => run(bin('vitest'), ['run', '--project', 'platform-fuzz'], { env }) === 0)
await tier('fuzz-postgres', () => onPostgres('platform-fuzz'))
await tier('crash-postgres', () => onPostgres('platform-crash'))
await tier('realtime-redis', () => {
  if (!which('redis-server')) {
    loud('redis-server not found: install Debian package redis-server (apt-get install -y redis-server)')
    return !isCI
  }
  return run(bin('vitest'), ['run', '--project', 'platform-redis'], { env }) === 0
})
await tier(
  'build',
  () =>
    run('npm', ['run', 'build', '-w', 'apps/web'], { env: { ...env, NODE_ENV: 'production' } }) === 0 &&
    run('node', ['scripts/build-servers.mjs'], { env }) === 0,
)
await tier('budget', () => run('node', ['scripts/budget.mjs'], { env }) === 0)
await tier('e2e', () => {
  if (!which('chromium') && !process.env.CHROMIUM_PATH) {
    loud('Chromium not found: browser tests need Debian package chromium (apt-get install -y chromium)')
    return false
  }
  for (const entry of fs.readdirSync(path.join(root, '.tmp'), { withFileTypes: true })) {
    if (entry.name.startsWith('e2e-data-'))
      fs.rmSync(path.join(root, '.tmp', entry.name), { recursive: true, force: true })
  }
  if (run('node', ['scripts/build-servers.mjs'], { env }) !== 0) return false
  return (
    run(bin('playwright'), ['test', '--config', 'apps/web/playwright.config.ts'], {
      env: { ...env, E2E_RUN_ID: String(Date.now()), E2E_COMPILED: '1' },
    }) === 0
  )
})

const passed = results.filter((result) => result.ok).length
const failed = results.length - passed
console.log('\nTier summary:')
for (const result of results)
  console.log(`  ${result.ok ? 'ok  ' : 'FAIL'} ${result.name} (${result.seconds} s)`)
console.log(`Tiers: ${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
