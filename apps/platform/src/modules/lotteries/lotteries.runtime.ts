// The draw job on the app: `app.lotteries.runDraws(now)` (tests and the dev route) and the in-process
// timer every PROMO_JOB_INTERVAL_MS (default 30 s; 0 runs no timer). A lottery another instance
// drew, or is drawing, is skipped (draw.ts).
import type { FastifyInstance } from 'fastify'
import { promoJobIntervalMs } from '../../config.ts'
import { registerIntervalJob } from '../../interval-job.ts'
import { runLotteryDrawJob } from './draw.ts'

export interface LotteriesRuntime {
  /** Draws every ended lottery (or only `onlyId`) at `now`; answers the ids drawn here. */
  runDraws(now?: Date, onlyId?: number): Promise<number[]>
}

declare module 'fastify' {
  interface FastifyInstance {
    lotteries: LotteriesRuntime
  }
}

export function registerLotteriesRuntime(app: FastifyInstance): LotteriesRuntime {
  const runtime: LotteriesRuntime = {
    async runDraws(now = app.clock(), onlyId) {
      const drawn = await runLotteryDrawJob(app.deps.db, now, onlyId)
      if (drawn.length > 0) await app.events.dispatch()
      return drawn
    },
  }
  app.decorate('lotteries', runtime)
  registerIntervalJob(app, {
    name: 'lottery draws',
    intervalMs: promoJobIntervalMs(),
    run: () => runtime.runDraws(),
  })
  return runtime
}
