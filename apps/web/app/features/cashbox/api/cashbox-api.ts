// The cashbox's platform calls (spec 1 §7, spec 2 §7) on the typed client (ADR 027).
import * as api from '@croupier/contract/api.generated'
import type { FraudCheckBody } from '@croupier/contract/auth/fraud-check'
import type { CreateDepositBody } from '@croupier/contract/payments/create-deposit'
import type { CreateWithdrawalBody } from '@croupier/contract/payments/create-withdrawal'
import type { PaymentAction } from '@croupier/contract/payments/payment'
import { call } from '../../../lib/platform-client'

export const CASHBOX_QUERY_KEYS = {
  methods: (currency: string, action: PaymentAction) => ['payments', 'methods', currency, action] as const,
  history: ['payments', 'history'] as const,
  depositBonuses: (currency: string) => ['bonuses', 'deposit', currency] as const,
  cryptoAddress: (currency: string, network: string | null) =>
    ['payments', 'crypto', currency, network] as const,
}

export function getPaymentMethods(currency: string, action: PaymentAction) {
  return call(api.getPaymentMethods, { query: { currency, action } })
}

export function getCryptoAddress(currency: string, network: string | null) {
  return call(api.getCryptoAddress, { query: { currency, ...(network === null ? {} : { network }) } })
}

export function createDeposit(body: CreateDepositBody) {
  return call(api.createDeposit, { body })
}

export function createWithdrawal(body: CreateWithdrawalBody) {
  return call(api.createWithdrawal, { body })
}

export function getPayments(limit = 50) {
  return call(api.getPayments, { query: { limit } })
}

export function recallPayment(id: string) {
  return call(api.recallPayment, { params: { id } })
}

export function fraudCheck(body: FraudCheckBody) {
  return call(api.fraudCheck, { body })
}

export function getDepositBonuses() {
  return call(api.getDepositBonuses)
}

export function setBonusCode(code: string) {
  return call(api.setBonusCode, { body: { deposit_bonus_code: code } })
}

export function clearBonusCode() {
  return call(api.clearBonusCode)
}

export function updateBonusSettings(canIssue: boolean) {
  return call(api.updateBonusSettings, { body: { settings: { can_issue: canIssue } } })
}

/** Bonuses on offer (GET /api/v2/bonuses): the plan labels and welcome-pack steps of the deposit bonuses. */
export function getOfferedBonuses() {
  return call(api.getBonuses)
}

/** Attaches a coupon to the next qualifying deposit (spec 1 §7 PL10). */
export function attachCoupon(couponCode: string) {
  return call(api.activateCoupon, { body: { coupon_code: couponCode } })
}

/** The player's bonuses: the withdraw step names the active one's money that stays behind. */
export function getPlayerBonuses() {
  return call(api.getPlayerBonuses)
}

export function getAccounts() {
  return call(api.getAccounts)
}
