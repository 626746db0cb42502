// The bonus expiry job on the app: `app.bonuses.runExpiry(now)` (tests and the dev route call it
// with a moved clock) and the in-process timer, every BONUS_JOB_INTERVAL_MS (default 60 s; 0 runs
// no timer). One tick at a time; rows are taken with SKIP LOCKED, so instances may share the work.
import type { FastifyInstance } from 'fastify'
import { envNonNegativeInt } from '../../config.ts'
import { registerIntervalJob } from '../../interval-job.ts'
import { type ExpiryRun, runBonusExpiry } from './expiry.ts'

/** Our choice: deadlines are days long, a minute late is soon enough. */
export const DEFAULT_BONUS_JOB_INTERVAL_MS = 60_000

export interface BonusRuntime {
  /** Expires what is due at `now` (the app clock by default) and delivers the events. */
  runExpiry(now?: Date): Promise<ExpiryRun>
}

declare module 'fastify' {
  interface FastifyInstance {
    bonuses: BonusRuntime
  }
}

export function bonusJobIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  return envNonNegativeInt(env.BONUS_JOB_INTERVAL_MS, DEFAULT_BONUS_JOB_INTERVAL_MS)
}

export function registerBonusRuntime(app: FastifyInstance): BonusRuntime {
  const runtime: BonusRuntime = {
    async runExpiry(now = app.clock()) {
      const run = await runBonusExpiry(app.deps.db, now)
      await app.events.dispatch()
      return run
    },
  }
  app.decorate('bonuses', runtime)

  registerIntervalJob(app, {
    name: 'bonus expiry',
    intervalMs: bonusJobIntervalMs(),
    run: () => runtime.runExpiry(),
  })
  return runtime
}
