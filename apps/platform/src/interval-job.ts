// An in-process job timer for the platform's periodic work (payments, bonus expiry, VIP, tournament
// ends, lottery draws): one run at a time, unref'd so it never holds the process, stopped and awaited
// on close. `intervalMs` 0 runs no timer (tests and dev routes drive the job instead).
import type { FastifyInstance } from 'fastify'

export function registerIntervalJob(
  app: FastifyInstance,
  job: { name: string; intervalMs: number; run: () => Promise<unknown> },
): void {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> | null = null
  app.addHook('onReady', async () => {
    if (job.intervalMs <= 0) return
    timer = setInterval(() => {
      if (running) return
      running = job
        .run()
        .catch((error) => app.log.error({ err: error }, `${job.name} failed`))
        .finally(() => {
          running = null
        })
    }, job.intervalMs)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer)
    await running
  })
}
