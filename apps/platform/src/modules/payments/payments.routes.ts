// Payment, bonus-code and fraud-check routes (issue #5 items 1–6) and the in-process job that
// completes pending deposits and processes withdrawals. Every route needs a signed-in player
// except the provider callback, which proves itself with its HMAC signature. Realtime events leave
// through the outbox (events/, realtime/realtime.subscribers.ts).
import { fraudCheck } from '@croupier/contract/auth/fraud-check'
import { getDepositBonuses } from '@croupier/contract/bonuses/get-deposit-bonuses'
import { createDeposit } from '@croupier/contract/payments/create-deposit'
import { createWithdrawal } from '@croupier/contract/payments/create-withdrawal'
import { getCryptoAddress } from '@croupier/contract/payments/get-crypto-address'
import { getPaymentMethods } from '@croupier/contract/payments/get-payment-methods'
import { providerCallback } from '@croupier/contract/payments/provider-callback'
import { clearBonusCode } from '@croupier/contract/player/clear-bonus-code'
import { getPayments } from '@croupier/contract/player/get-payments'
import { recallPayment } from '@croupier/contract/player/recall-payment'
import { setBonusCode } from '@croupier/contract/player/set-bonus-code'
import { updateBonusSettings } from '@croupier/contract/player/update-bonus-settings'
import type { FastifyInstance } from 'fastify'
import { PRIVATE_NO_STORE, setCacheControl } from '../../http/cache.ts'
import { route } from '../../http/route.ts'
import { currentSession, getSessionPlayer, requirePlayer } from '../session/session.http.ts'
import * as bonusCode from './bonus-code.service.ts'
import { fraudCheckFromApi } from './fraud.service.ts'
import * as payments from './payments.service.ts'
import { loadPaymentsSettings, type PaymentsSettings } from './payments.settings.ts'

export interface PaymentsRuntime {
  /** Mutable: tests change blocked BINs, thresholds and delays here. */
  settings: PaymentsSettings
  /** Runs every due step once (the timer calls it; tests call it with a moved clock). */
  runDueJobs(now?: Date): Promise<payments.PaymentChange[]>
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsRuntime
  }
}

export function registerPaymentsRoutes(app: FastifyInstance): void {
  const { db } = app.deps
  const settings = loadPaymentsSettings()
  const deps = { db, settings }
  const guarded = { onRequest: requirePlayer }
  const playerOf = async (request: Parameters<typeof currentSession>[0]) =>
    (await currentSession(request)).playerId

  const runtime: PaymentsRuntime = {
    settings,
    async runDueJobs(now = app.clock()) {
      const changes = await payments.runDueJobs(deps, now)
      // Realtime as instant as for a request: the job's events are delivered before it returns.
      await app.events.dispatch()
      return changes
    },
  }
  app.decorate('payments', runtime)

  // The job: one tick at a time; each payment step locks its row, so instances may share the work.
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> | null = null
  app.addHook('onReady', async () => {
    if (settings.jobIntervalMs <= 0) return
    timer = setInterval(() => {
      if (running) return
      running = runtime
        .runDueJobs()
        .catch((error) => app.log.error({ err: error }, 'payments job failed'))
        .finally(() => {
          running = null
        })
    }, settings.jobIntervalMs)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer)
    await running
  })

  route(app, getPaymentMethods, async ({ query, request, reply }) => {
    setCacheControl(reply, PRIVATE_NO_STORE)
    // Open to guests: the payments info page lists methods before anyone signs in.
    const session = await getSessionPlayer(request)
    return payments.listMethods(db, session?.playerId ?? null, query.currency, query.action)
  })

  route(
    app,
    getCryptoAddress,
    async ({ query, request, reply }) => {
      setCacheControl(reply, PRIVATE_NO_STORE)
      return payments.cryptoAddress(deps, await playerOf(request), query.currency, query.network)
    },
    guarded,
  )

  route(
    app,
    createDeposit,
    async ({ body, request }) =>
      payments.toPayment(
        (await payments.createDeposit(deps, await playerOf(request), body, app.clock())).payment,
      ),
    guarded,
  )

  route(
    app,
    createWithdrawal,
    async ({ body, request }) =>
      payments.toPayment(
        (await payments.createWithdrawal(deps, await playerOf(request), body, app.clock())).payment,
      ),
    guarded,
  )

  route(app, providerCallback, async ({ body }) =>
    payments.toPayment((await payments.applyCallback(deps, body, app.clock())).payment),
  )

  route(
    app,
    getPayments,
    async ({ query, request, reply }) => {
      setCacheControl(reply, PRIVATE_NO_STORE)
      return payments.history(db, await playerOf(request), query.action, query.limit)
    },
    guarded,
  )

  route(
    app,
    recallPayment,
    async ({ params, request }) =>
      payments.toPayment(
        (await payments.recall(deps, await playerOf(request), params.id, app.clock())).payment,
      ),
    guarded,
  )

  route(
    app,
    fraudCheck,
    async ({ body, request }) => fraudCheckFromApi(deps, await playerOf(request), body),
    guarded,
  )

  route(
    app,
    setBonusCode,
    async ({ body, request }) =>
      bonusCode.setBonusCode(db, await playerOf(request), body.deposit_bonus_code, app.clock()),
    guarded,
  )

  route(
    app,
    clearBonusCode,
    async ({ request }) => bonusCode.clearBonusCode(db, await playerOf(request), app.clock()),
    guarded,
  )

  route(
    app,
    updateBonusSettings,
    async ({ body, request }) =>
      bonusCode.updateBonusSettings(db, await playerOf(request), body.settings.can_issue, app.clock()),
    guarded,
  )

  route(
    app,
    getDepositBonuses,
    async ({ request, reply }) => {
      setCacheControl(reply, PRIVATE_NO_STORE)
      return bonusCode.depositBonuses(db, await playerOf(request), app.clock())
    },
    guarded,
  )
}
