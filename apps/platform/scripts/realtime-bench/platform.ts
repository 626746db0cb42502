// A benched platform process (the TypeScript sources through tsx, or a compiled server), with the
// memory probe preloaded and an IPC channel to ask it. The bench owns it and stops it.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
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
  /** CPU time (user + system) the process has used so far, ms. */
  cpuMs(): number
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

/** utime + stime from /proc (clock ticks of 10 ms on Linux). */
export function cpuMsOf(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return Number.NaN
  }
}

/**
 * The platform's sources through tsx by default. BENCH_PLATFORM_ENTRY=apps/platform/dist/server.js
 * benches the compiled server (`npm run build`); BENCH_PLATFORM_SRC=<dir> another copy of the sources.
 */
export const platformEntry = (): string =>
  process.env.BENCH_PLATFORM_ENTRY ??
  path.join(process.env.BENCH_PLATFORM_SRC ?? 'apps/platform/src', 'server.ts')

export async function startBenchPlatform(port: number, env: Record<string, string>): Promise<BenchPlatform> {
  const entry = platformEntry()
  const child = spawn(
    process.execPath,
    [
      '--expose-gc',
      // BENCH_CPU_PROF=<dir>: a V8 CPU profile of each platform, written when it stops.
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
      ...(entry.endsWith('.ts') ? ['--import', 'tsx'] : []),
      '--import',
      path.join(import.meta.dirname, 'probe.mjs'),
      entry,
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
    cpuMs: () => cpuMsOf(child.pid ?? 0),
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
