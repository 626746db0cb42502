// The draw job on the app: `app.lotteries.runDraws(now)` (tests and the dev route) and the in-process
// timer every PROMO_JOB_INTERVAL_MS (default 30 s; 0 runs no timer). A lottery another instance
// drew, or is drawing, is skipped (draw.ts).
import type { FastifyInstance } from 'fastify'
import { envNonNegativeInt } from '../../config.ts'
import { runLotteryDrawJob } from './draw.ts'

export const DEFAULT_PROMO_JOB_INTERVAL_MS = 30_000

export interface LotteriesRuntime {
  /** Draws every ended lottery (or only `onlyId`) at `now`; answers the ids drawn here. */
  runDraws(now?: Date, onlyId?: number): Promise<number[]>
}

declare module 'fastify' {
  interface FastifyInstance {
    lotteries: LotteriesRuntime
  }
}

export function lotteryJobIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  return envNonNegativeInt(env.PROMO_JOB_INTERVAL_MS, DEFAULT_PROMO_JOB_INTERVAL_MS)
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
  const intervalMs = lotteryJobIntervalMs()
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> | null = null
  app.addHook('onReady', async () => {
    if (intervalMs <= 0) return
    timer = setInterval(() => {
      if (running) return
      running = runtime
        .runDraws()
        .catch((error) => app.log.error({ err: error }, 'lottery draws failed'))
        .finally(() => {
          running = null
        })
    }, intervalMs)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer)
    await running
  })
  return runtime
}
