// The real platform as a child process on a loopback port: started, killed with SIGKILL mid-flight
// and restarted on the same port and database. `node --import tsx` keeps it ONE process (the tsx
// wrapper would leave its child running when killed). Output goes to a log file for post-mortems.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..')
const STARTUP_TIMEOUT_MS = 60_000

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

export interface PlatformOptions {
  port: number
  databaseUrl: string
  logFile: string
  env: Record<string, string>
}

export class PlatformProcess {
  readonly url: string
  /** Resolved while the platform answers; replaced by a pending gate while it is down. */
  private gate: Promise<void> = Promise.resolve()
  private openGate: () => void = () => {}
  private child: ChildProcess | null = null
  private up = true
  starts = 0
  /** Exits that were not our SIGKILL. */
  readonly unexpectedExits: string[] = []

  constructor(private readonly options: PlatformOptions) {
    this.url = `http://127.0.0.1:${options.port}`
    this.closeGate()
  }

  private closeGate(): void {
    if (!this.up) return
    this.up = false
    this.gate = new Promise((resolve) => {
      this.openGate = () => {
        this.up = true
        resolve()
      }
    })
  }

  /** Waits until the platform answers again (workers call it after a network error). */
  whenUp(): Promise<void> {
    return this.gate
  }

  async start(): Promise<number> {
    const started = Date.now()
    const log = fs.openSync(this.options.logFile, 'a')
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/platform/src/server.ts'], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        ...this.options.env,
        DATABASE_URL: this.options.databaseUrl,
        PLATFORM_PORT: String(this.options.port),
        PLATFORM_HOST: '127.0.0.1',
      },
      stdio: ['ignore', log, log],
    })
    fs.closeSync(log)
    this.child = child
    // Should the test runner itself die, the platform goes with it.
    const orphaned = () => child.kill('SIGKILL')
    process.once('exit', orphaned)
    child.once('exit', () => process.off('exit', orphaned))
    this.starts += 1
    let onExit: (code: number | null, signal: NodeJS.Signals | null) => void = () => {}
    const exited = new Promise<never>((_, reject) => {
      onExit = (code, signal) =>
        reject(new Error(`platform exited during startup (${code ?? signal}); see ${this.options.logFile}`))
      child.once('exit', onExit)
    })
    try {
      await Promise.race([this.waitForHealth(), exited])
    } catch (error) {
      await this.kill()
      throw error
    } finally {
      child.off('exit', onExit)
    }
    // An exit we did not cause (a crash of the platform itself) fails the tier.
    child.once('exit', (code, signal) => {
      if (this.child === child) this.unexpectedExits.push(`${code ?? signal}`)
    })
    this.openGate()
    return Date.now() - started
  }

  private async waitForHealth(): Promise<void> {
    const deadline = Date.now() + STARTUP_TIMEOUT_MS
    while (Date.now() < deadline) {
      try {
        const response = await fetch(`${this.url}/health`, { signal: AbortSignal.timeout(1_000) })
        if (response.ok) return
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`platform did not answer /health within ${STARTUP_TIMEOUT_MS} ms`)
  }

  /** SIGKILL: no shutdown hook runs, open transactions die with their connections. */
  async kill(): Promise<void> {
    const child = this.child
    this.closeGate()
    if (!child || child.exitCode !== null || child.signalCode !== null) return
    this.child = null
    const gone = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGKILL')
    await gone
  }

  /** afterAll: whatever state the test ended in, nothing keeps running. */
  async stop(): Promise<void> {
    await this.kill()
    this.openGate()
  }
}
