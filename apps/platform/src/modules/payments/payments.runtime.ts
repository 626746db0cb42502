// The payments job on the app: `app.payments` (settings, runDueJobs) and the in-process timer that
// completes pending deposits and processes withdrawals. One tick at a time; each payment step locks
// its row, so instances may share the work.
import type { FastifyInstance } from 'fastify'
import { registerIntervalJob } from '../../interval-job.ts'
import { type PaymentChange, runDueJobs } from './payments.service.ts'
import { loadPaymentsSettings, type PaymentsSettings } from './payments.settings.ts'

export interface PaymentsRuntime {
  /** Mutable: tests change blocked BINs, thresholds and delays here. */
  settings: PaymentsSettings
  /** Runs every due step once (the timer calls it; tests call it with a moved clock). */
  runDueJobs(now?: Date): Promise<PaymentChange[]>
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsRuntime
  }
}

export function registerPaymentsRuntime(app: FastifyInstance): PaymentsRuntime {
  const settings = loadPaymentsSettings()
  const runtime: PaymentsRuntime = {
    settings,
    async runDueJobs(now = app.clock()) {
      const changes = await runDueJobs({ db: app.deps.db, settings }, now)
      // Realtime as instant as for a request: the job's events are delivered before it returns.
      await app.events.dispatch()
      return changes
    },
  }
  app.decorate('payments', runtime)

  registerIntervalJob(app, {
    name: 'payments job',
    intervalMs: settings.jobIntervalMs,
    run: () => runtime.runDueJobs(),
  })
  return runtime
}
