// A journey's money set-up straight to the platform (issue #5 items 14, 15): the wallet's currency,
// its card methods, and sandbox card payments that the UI journeys then look at.
import {
  createDeposit,
  createWithdrawal,
  getPaymentMethods,
  getPlayer,
} from '@croupier/contract/api.generated'
import type { PaymentMethod } from '@croupier/contract/payments/get-payment-methods'
import type { Payment } from '@croupier/contract/payments/payment'
import { type APIRequestContext, expect } from '@playwright/test'
import type { CallResult } from '../../../app/lib/platform-client'
import { platform } from './platform'

/** The sandbox's success card, as a payment body carries it. */
const TEST_CARD = { number: '4242 4242 4242 4242', expiry: '12/34', holder: 'JANE PLAYER', cvv: '123' }

export async function playerCurrency(request: APIRequestContext, baseURL: string): Promise<string> {
  return (await platform(request, baseURL).call(getPlayer)).currency
}

export async function cardMethod(
  request: APIRequestContext,
  baseURL: string,
  currency: string,
  action: 'deposit' | 'cashout',
): Promise<PaymentMethod> {
  const methods = await platform(request, baseURL).call(getPaymentMethods, { query: { currency, action } })
  const method = methods.find((candidate) => candidate.type === 'card')
  if (!method) throw new Error(`no card method for ${action} in ${currency}`)
  return method
}

/**
 * A restricted account (cooling-off, self-exclusion) as the platform sees it: a deposit is refused
 * with `code`, a withdrawal still goes through (MGA).
 */
export async function expectDepositRefusedWithdrawalPaid(
  request: APIRequestContext,
  baseURL: string,
  { currency, depositCents, withdrawalCents, code }: RestrictedPayments,
): Promise<void> {
  const refused = await cardPayment(request, baseURL, {
    action: 'deposit',
    currency,
    amountCents: depositCents,
  })
  expect(refused).toMatchObject({ failure: { status: 403, code } })
  const withdrawal = await cardPayment(request, baseURL, {
    action: 'cashout',
    currency,
    amountCents: withdrawalCents,
  })
  expect(withdrawal).toMatchObject({ ok: true })
}

interface RestrictedPayments {
  currency: string
  depositCents: number
  withdrawalCents: number
  code: 'COOLING_OFF' | 'SELF_EXCLUDED'
}

/**
 * Funds the player's wallet with its smallest card deposit, straight to the platform: answers the
 * wallet's currency and that amount, which the limits journeys size their limits on.
 */
export async function depositMinimum(
  request: APIRequestContext,
  baseURL: string,
): Promise<{ currency: string; amountCents: number }> {
  const currency = await playerCurrency(request, baseURL)
  const amountCents = (await cardMethod(request, baseURL, currency, 'deposit')).min_cents
  expect(await cardPayment(request, baseURL, { action: 'deposit', currency, amountCents })).toMatchObject({
    ok: true,
  })
  return { currency, amountCents }
}

/** A card deposit (deposit) or withdrawal (cashout) with the sandbox's success card, straight to the platform. */
export async function cardPayment(
  request: APIRequestContext,
  baseURL: string,
  { action, currency, amountCents }: { action: 'deposit' | 'cashout'; currency: string; amountCents: number },
): Promise<CallResult<Payment>> {
  const method = await cardMethod(request, baseURL, currency, action)
  return platform(request, baseURL).tryCall(action === 'deposit' ? createDeposit : createWithdrawal, {
    body: {
      method_id: method.id,
      amount_cents: amountCents,
      currency,
      idempotency_key: `limits-e2e-${action}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      card: TEST_CARD,
    },
  })
}
