// The VIP jobs on the app: `app.vip.runJob(job, now)` (tests and the dev route move the clock) and
// the in-process timer, every VIP_JOB_INTERVAL_MS (default 5 min; 0 runs no timer). Each tick runs
// both jobs for the period that ended last; a period already run (here or on another instance)
// does nothing (jobs.ts).
import type { FastifyInstance } from 'fastify'
import { envNonNegativeInt } from '../../config.ts'
import { registerIntervalJob } from '../../interval-job.ts'
import { type LoyaltyJob, type PersistentPointsOf, runQuarterEnd, runWeeklyCashback } from './vip.service.ts'

/** Our choice: a quarter end or a Monday a few minutes late is soon enough. */
export const DEFAULT_VIP_JOB_INTERVAL_MS = 300_000

export interface VipRuntime {
  /** Runs a job at `now` (the app clock by default): how many players it changed. */
  runJob(job: LoyaltyJob, now?: Date): Promise<number>
}

declare module 'fastify' {
  interface FastifyInstance {
    vip: VipRuntime
  }
}

export function vipJobIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  return envNonNegativeInt(env.VIP_JOB_INTERVAL_MS, DEFAULT_VIP_JOB_INTERVAL_MS)
}

export function registerVipRuntime(app: FastifyInstance, pointsOf: PersistentPointsOf): VipRuntime {
  const runtime: VipRuntime = {
    async runJob(job, now = app.clock()) {
      const changed =
        job === 'quarter-end'
          ? await runQuarterEnd(app.deps.db, now)
          : await runWeeklyCashback(app.deps.db, now, pointsOf)
      await app.events.dispatch()
      return changed
    },
  }
  app.decorate('vip', runtime)

  registerIntervalJob(app, {
    name: 'VIP jobs',
    intervalMs: vipJobIntervalMs(),
    run: async () => {
      await runtime.runJob('quarter-end')
      await runtime.runJob('weekly-cashback')
    },
  })
  return runtime
}
