// Payment, bonus-code and fraud-check routes (issue #5 items 1–6); the job is payments.runtime.ts.
// Every route needs a signed-in player except the methods list (guests too) and the provider
// callback, which proves itself with its HMAC signature. Realtime events leave through the outbox.
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
import { route } from '../../http/route.ts'
import * as bonusCode from './bonus-code.service.ts'
import { fraudCheckFromApi } from './fraud.service.ts'
import { registerPaymentsRuntime } from './payments.runtime.ts'
import * as payments from './payments.service.ts'

export function registerPaymentsRoutes(app: FastifyInstance): void {
  const { db } = app.deps
  const { settings } = registerPaymentsRuntime(app)
  const deps = { db, settings }
  // Reads are the player's own (never from a shared cache); writes send no Cache-Control, as before.
  const reads = { auth: 'player', cache: 'private-no-store' } as const
  const writes = { auth: 'player', cache: 'none' } as const

  // Open to guests: the payments info page lists methods before anyone signs in.
  route(
    app,
    getPaymentMethods,
    ({ query, session }) => payments.listMethods(db, session?.playerId ?? null, query.currency, query.action),
    { auth: 'any', cache: 'private-no-store' },
  )
  route(
    app,
    getCryptoAddress,
    ({ query, session }) => payments.cryptoAddress(deps, session.playerId, query.currency, query.network),
    reads,
  )
  route(
    app,
    createDeposit,
    ({ body, session }) => payments.deposit(deps, session.playerId, body, app.clock()),
    writes,
  )
  route(
    app,
    createWithdrawal,
    ({ body, session }) => payments.withdraw(deps, session.playerId, body, app.clock()),
    writes,
  )
  route(app, providerCallback, ({ body }) => payments.callback(deps, body, app.clock()))
  route(
    app,
    getPayments,
    ({ query, session }) => payments.history(db, session.playerId, query.action, query.limit),
    reads,
  )
  route(
    app,
    recallPayment,
    ({ params, session }) => payments.recallWithdrawal(deps, session.playerId, params.id, app.clock()),
    writes,
  )
  route(app, fraudCheck, ({ body, session }) => fraudCheckFromApi(deps, session.playerId, body), writes)
  route(
    app,
    setBonusCode,
    ({ body, session }) => bonusCode.setBonusCode(db, session.playerId, body.deposit_bonus_code, app.clock()),
    writes,
  )
  route(
    app,
    clearBonusCode,
    ({ session }) => bonusCode.clearBonusCode(db, session.playerId, app.clock()),
    writes,
  )
  route(
    app,
    updateBonusSettings,
    ({ body, session }) =>
      bonusCode.updateBonusSettings(db, session.playerId, body.settings.can_issue, app.clock()),
    writes,
  )
  route(
    app,
    getDepositBonuses,
    ({ session }) => bonusCode.depositBonuses(db, session.playerId, app.clock()),
    reads,
  )
}
