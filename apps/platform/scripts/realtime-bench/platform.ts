// A benched platform process: the TypeScript sources run through tsx (no build step), with the
// memory probe preloaded and an IPC channel to ask it. The bench owns it and stops it.
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../../../..')

export interface Probe {
  sockets: number
  signedIn: number
  rss: number
  heapUsed: number
  heapTotal: number
  external: number
  arrayBuffers: number
}

export interface BenchPlatform {
  url: string
  pid: number
  probe(): Promise<Probe>
  stop(): Promise<void>
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`platform exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${url}/health`)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url}/health did not answer within ${timeoutMs} ms`)
}

export async function startBenchPlatform(port: number, env: Record<string, string>): Promise<BenchPlatform> {
  const child = spawn(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      'tsx',
      '--import',
      path.join(import.meta.dirname, 'probe.mjs'),
      'apps/platform/src/server.ts',
    ],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        SEED: 'false',
        PLATFORM_HOST: '127.0.0.1',
        PLATFORM_PORT: String(port),
        ...env,
      },
    },
  )
  const killOnExit = () => child.kill('SIGKILL')
  process.on('exit', killOnExit)
  const url = `http://127.0.0.1:${port}`
  await waitForHealth(url, child)
  return {
    url,
    pid: child.pid ?? 0,
    probe: () =>
      new Promise<Probe>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('probe timed out')), 30_000)
        const onMessage = (message: { type?: string } & Probe) => {
          if (message?.type !== 'probe') return
          clearTimeout(timer)
          child.off('message', onMessage)
          resolve(message)
        }
        child.on('message', onMessage)
        child.send('probe')
      }),
    async stop() {
      process.off('exit', killOnExit)
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 12_000)
      await exited
      clearTimeout(timer)
    },
  }
}
