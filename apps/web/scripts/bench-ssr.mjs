// Server rendering under load (issue 11 target 3): the compiled platform and web servers on free
// loopback ports, then autocannon for 10 s each on the guest lobby (10 connections, brotli), the
// static page, a category page and the signed-in lobby of a seeded demo player. Builds nothing:
// expects apps/web/build (or WEB_BUILD_DIR) and apps/*/dist. BENCH_JSON=<file> writes the figures.
// WEB_SERVER_ENTRY runs another web server: a compiled copy (.js) or the source (.ts, through tsx).
// The platform runs on a throwaway PostgreSQL when Debian's binaries are installed (as deployed),
// otherwise on the embedded PGlite; BENCH_SSR_DATABASE=pglite forces the embedded one.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { startPostgres } from '../../../scripts/lib/postgres.mjs'
import { freePort, root, start, waitForHttp } from '../../../scripts/lib/processes.mjs'

const tsx = path.join(root, 'node_modules/.bin/tsx')
const DURATION_S = Number(process.env.BENCH_SSR_SECONDS ?? 10)
const CONNECTIONS = 10
const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
// A returning guest: the locale and affiliate cookies are set, so the page answers without Set-Cookie.
const GUEST_HEADERS = {
  'accept-encoding': 'br',
  accept: 'text/html',
  'user-agent': DESKTOP_UA,
  cookie: 'locale=en; affb_id=122',
}

function request(port, urlPath, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, method, headers }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
    req.on('error', reject)
    req.end(body)
  })
}

async function signInDemo(port) {
  const { signIn } = await import('../../../packages/contract/src/auth/sign-in.ts')
  const body = JSON.stringify({ user: { email: 'demo@croupier.local', password: 'Croupier2026!' } })
  const answer = await request(port, signIn.path, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      origin: `http://127.0.0.1:${port}`,
      'user-agent': DESKTOP_UA,
    },
  })
  const session = (answer.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ')
  if (answer.status !== 200 || !session) throw new Error(`demo sign-in answered ${answer.status}`)
  return session
}

async function load(port, urlPath, headers) {
  const autocannon = (await import('autocannon')).default
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${urlPath}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
  })
  // What the page cache did with this page (X-Page-Cache), read from one more request afterwards.
  const probe = await request(port, urlPath, { headers })
  return {
    rps: Math.round(result.requests.average * 10) / 10,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cache: probe.headers['x-page-cache'] ?? 'none',
    contentEncoding: probe.headers['content-encoding'] ?? 'identity',
    bytes: probe.body.length,
  }
}

async function main() {
  const webPort = await freePort()
  const platformPort = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ssr-'))
  const postgres =
    process.env.BENCH_SSR_DATABASE === 'pglite' ? null : await startPostgres().catch(() => null)
  const env = {
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(webPort),
    PLATFORM_PORT: String(platformPort),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  }
  const platform = start('node', ['dist/server.js'], {
    cwd: path.join(root, 'apps/platform'),
    env,
    stdio: 'ignore',
  })
  const entry = process.env.WEB_SERVER_ENTRY
  const [command, args] = !entry
    ? ['node', ['dist/server.js']]
    : entry.endsWith('.js')
      ? ['node', [path.resolve(root, entry)]]
      : [tsx, [path.resolve(root, entry)]]
  const web = start(command, args, { cwd: path.join(root, 'apps/web'), env, stdio: 'ignore' })
  const figures = []
  const database = postgres ? 'PostgreSQL' : 'PGlite'
  const details = { connections: CONNECTIONS, durationSeconds: DURATION_S, cpus: os.cpus().length, database }
  try {
    await waitForHttp(`http://127.0.0.1:${platformPort}/health`, 180_000)
    await waitForHttp(`http://127.0.0.1:${webPort}/health`, 60_000)
    const session = await signInDemo(webPort)
    const pages = {
      guestLobby: ['/', GUEST_HEADERS],
      staticPage: ['/privacy-policy', GUEST_HEADERS],
      categoryPage: ['/pokies/all', GUEST_HEADERS],
      signedInLobby: ['/', { ...GUEST_HEADERS, cookie: `${GUEST_HEADERS.cookie}; ${session}` }],
    }
    for (const [name, [urlPath, headers]] of Object.entries(pages)) {
      // One request first: the first render of a page also loads its route modules.
      await request(webPort, urlPath, { headers })
      details[name] = await load(webPort, urlPath, headers)
      const d = details[name]
      console.log(
        `${name.padEnd(14)} ${urlPath.padEnd(16)} ${String(d.rps).padStart(7)} req/s  p50 ${d.p50Ms} ms  p99 ${d.p99Ms} ms  cache ${d.cache}  ${d.contentEncoding} ${d.bytes} B  non2xx ${d.non2xx}`,
      )
    }
    const label = (what) =>
      `${what}, ${CONNECTIONS} connections, accept-encoding br, ${os.cpus().length} cores, ${database}`
    figures.push(
      {
        id: 'ssr.guestLobby.rps',
        label: label('guest lobby requests/s'),
        value: details.guestLobby.rps,
        unit: 'req/s',
        target: 200,
        better: 'higher',
      },
      {
        id: 'ssr.guestLobby.p99Ms',
        label: label('guest lobby p99 latency'),
        value: details.guestLobby.p99Ms,
        unit: 'ms',
        target: 100,
        better: 'lower',
      },
      {
        id: 'ssr.signedInLobby.rps',
        label: label('signed-in lobby requests/s'),
        value: details.signedInLobby.rps,
        unit: 'req/s',
        target: 50,
        better: 'higher',
      },
      {
        id: 'ssr.staticPage.rps',
        label: label('static page /privacy-policy requests/s'),
        value: details.staticPage.rps,
        unit: 'req/s',
        target: null,
        better: 'higher',
      },
      {
        id: 'ssr.categoryPage.rps',
        label: label('category page /pokies/all requests/s'),
        value: details.categoryPage.rps,
        unit: 'req/s',
        target: null,
        better: 'higher',
      },
    )
    if (process.env.BENCH_JSON)
      fs.writeFileSync(process.env.BENCH_JSON, `${JSON.stringify({ figures, details }, null, 2)}\n`)
  } finally {
    web.kill('SIGTERM')
    platform.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 500))
    postgres?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

// The sign-in path comes from the contract (a TypeScript file): run under tsx when plain node cannot load it.
if (!process.env.BENCH_SSR_UNDER_TSX) {
  const child = spawn(tsx, [new URL(import.meta.url).pathname], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_SSR_UNDER_TSX: '1' },
  })
  child.on('exit', (code) => process.exit(code ?? 1))
} else {
  await main()
}
