// The cashbox's platform calls (spec 1 §7, spec 2 §7) on the browser's http client. Types only from
// the contract: zod must not reach the browser bundle.
import type { FraudCheckBody, FraudDecision } from '@croupier/contract/auth/fraud-check'
import type { DepositBonus } from '@croupier/contract/bonuses/get-deposit-bonuses'
import type { CreateDepositBody } from '@croupier/contract/payments/create-deposit'
import type { CreateWithdrawalBody } from '@croupier/contract/payments/create-withdrawal'
import type { CryptoAddress } from '@croupier/contract/payments/get-crypto-address'
import type { PaymentMethod } from '@croupier/contract/payments/get-payment-methods'
import type { Payment, PaymentAction } from '@croupier/contract/payments/payment'
import type { Account } from '@croupier/contract/player/get-accounts'
import type { BonusCodeState } from '@croupier/contract/player/set-bonus-code'
import { request } from '../../../lib/http'

export const CASHBOX_QUERY_KEYS = {
  methods: (currency: string, action: PaymentAction) => ['payments', 'methods', currency, action] as const,
  history: ['payments', 'history'] as const,
  depositBonuses: (currency: string) => ['bonuses', 'deposit', currency] as const,
  cryptoAddress: (currency: string, network: string | null) =>
    ['payments', 'crypto', currency, network] as const,
}

export function getPaymentMethods(currency: string, action: PaymentAction): Promise<PaymentMethod[]> {
  return request<PaymentMethod[]>('GET', '/api/payments/methods', { query: { currency, action } })
}

export function getCryptoAddress(currency: string, network: string | null): Promise<CryptoAddress> {
  return request<CryptoAddress>('GET', '/api/payments/crypto_address', { query: { currency, network } })
}

export function createDeposit(body: CreateDepositBody): Promise<Payment> {
  return request<Payment>('POST', '/api/payments/deposits', { body })
}

export function createWithdrawal(body: CreateWithdrawalBody): Promise<Payment> {
  return request<Payment>('POST', '/api/payments/withdrawals', { body })
}

export function getPayments(limit = 50): Promise<Payment[]> {
  return request<Payment[]>('GET', '/api/player/payments', { query: { limit } })
}

export function recallPayment(id: string): Promise<Payment> {
  return request<Payment>('POST', `/api/player/payments/${encodeURIComponent(id)}/recall`)
}

export function fraudCheck(body: FraudCheckBody): Promise<FraudDecision> {
  return request<FraudDecision>('POST', '/api/users/transaction', { body })
}

export function getDepositBonuses(): Promise<DepositBonus[]> {
  return request<DepositBonus[]>('GET', '/api/bonuses/deposit')
}

export function setBonusCode(code: string): Promise<BonusCodeState> {
  return request<BonusCodeState>('PATCH', '/api/player/set_bonus_code', {
    body: { deposit_bonus_code: code },
  })
}

export function clearBonusCode(): Promise<BonusCodeState> {
  return request<BonusCodeState>('DELETE', '/api/player/clear_bonus_code')
}

export function updateBonusSettings(canIssue: boolean): Promise<unknown> {
  return request('PATCH', '/api/player/update_bonus_settings', {
    body: { settings: { can_issue: canIssue } },
  })
}

export function getAccounts(): Promise<Account[]> {
  return request<Account[]>('GET', '/api/player/accounts')
}
