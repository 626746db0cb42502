// A real platform for the web server's integration tests, run as its own process (ADR 028: the web
// never imports apps/platform): `tsx apps/platform/src/server.ts` on a free loopback port, over a
// throwaway PGlite directory, seeded without the 10,000-game catalogue.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../../../..')
const READY_TIMEOUT_MS = 90_000

export interface TestPlatform {
  url: string
  close(): Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`platform exited (${child.exitCode}):\n${output()}`)
    try {
      if ((await fetch(`${url}/health`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`platform not ready after ${READY_TIMEOUT_MS} ms:\n${output()}`)
}

export async function startTestPlatform(env: Record<string, string> = {}): Promise<TestPlatform> {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-web-test-'))
  let output = ''
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: path.join(ROOT, 'apps/platform'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PLATFORM_PORT: String(port),
      PLATFORM_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_CATALOGUE: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk))
  const url = `http://127.0.0.1:${port}`
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitForHealth(url, child, () => output)
  } catch (error) {
    await close()
    throw error
  }
  return { url, close }
}
