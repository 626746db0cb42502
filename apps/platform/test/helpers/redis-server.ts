// A throwaway Redis for the `platform-redis` tier: Debian's redis-server on a free loopback
// port, no persistence, stopped after the suite.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

export interface RedisServer {
  url: string
  port: number
  stop(): Promise<void>
}

const START_TIMEOUT_MS = 10_000
const STOP_TIMEOUT_MS = 5_000

function findOnPath(binary: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, binary)
    try {
      fs.accessSync(candidate, fs.constants.X_OK)
      return candidate
    } catch {}
  }
  return undefined
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** One PING round trip; resolves true on +PONG. */
function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' })
    const finish = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(500, () => finish(false))
    socket.once('error', () => finish(false))
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (data) => finish(data.toString().startsWith('+PONG')))
  })
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true)
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve(true)
    })
  })
}

export async function startRedisServer(): Promise<RedisServer> {
  const binary = findOnPath('redis-server')
  if (!binary) {
    throw new Error(
      'redis-server not found: install Debian package redis-server (apt-get install -y redis-server) ' +
        'to run the platform-redis tests',
    )
  }
  const port = await freePort()
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    if (!(await waitForExit(child, STOP_TIMEOUT_MS))) {
      child.kill('SIGKILL')
      await waitForExit(child, STOP_TIMEOUT_MS)
    }
  }

  const deadline = Date.now() + START_TIMEOUT_MS
  while (!(await ping(port))) {
    if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode}): ${stderr}`)
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`redis-server did not answer PING on port ${port} within ${START_TIMEOUT_MS} ms`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { url: `redis://127.0.0.1:${port}`, port, stop }
}
