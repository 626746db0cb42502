// Small process helpers shared by start, dev, test and bench scripts.
import { spawn, spawnSync } from 'node:child_process'
import net from 'node:net'

export const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '')

/** Runs a command to completion, inheriting output; returns the exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options })
  if (result.error) throw result.error
  return result.status ?? 1
}

/** Starts a long-running child; it dies with this process. */
export function start(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options })
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM')
  }
  process.on('exit', stop)
  return child
}

export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  let lastError
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      if (response.ok) return
      lastError = new Error(`HTTP ${response.status}`)
    } catch (error) {
      lastError = error
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: ${lastError?.message ?? 'no answer'}`)
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

export function which(binary) {
  const result = spawnSync('sh', ['-c', `command -v ${binary}`], { encoding: 'utf8' })
  return result.status === 0 ? result.stdout.trim() : null
}
