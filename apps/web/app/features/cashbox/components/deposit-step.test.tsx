// spec 1 §5, spec 2 §5 "payment method loading retries up to 3 times when lists come back empty":
// the deposit step asks the platform again while the list is empty — the first try and at most 3
// more — then shows the empty state; as soon as a try returns methods, they are shown and it stops
// asking. The cashout list (withdraw step) goes through the same hook. Time is vitest's fake clock.
import type { PaymentMethod } from '@croupier/contract/payments/get-payment-methods'
import type { PaymentAction } from '@croupier/contract/payments/payment'
import { PAYMENT_METHOD_RETRIES } from '@croupier/rules/cashbox'
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { METHODS_RETRY_DELAY_MS, usePaymentMethods } from '../hooks/use-payment-methods'
import type { Wallet } from '../hooks/use-wallet'
import { DepositStep } from './deposit-step'

const api = vi.hoisted(() => ({
  getPaymentMethods: vi.fn<(currency: string, action: PaymentAction) => Promise<PaymentMethod[]>>(),
  getDepositBonuses: vi.fn(async () => []),
  getOfferedBonuses: vi.fn(async () => []),
  attachCoupon: vi.fn(),
  setBonusCode: vi.fn(),
  clearBonusCode: vi.fn(),
  createDeposit: vi.fn(),
  createWithdrawal: vi.fn(),
  fraudCheck: vi.fn(),
  getCryptoAddress: vi.fn(),
}))
vi.mock('../api/cashbox-api', () => api)
vi.mock('../../../lib/shell-context', () => ({
  useShellContext: () => ({
    locale: 'en',
    player: { currency: 'EUR', statuses: [], deposit_bonus_code: null, accounts: [] },
  }),
}))
vi.mock('../../../lib/log', () => ({ logError: vi.fn() }))
vi.mock('react-router', async (original) => ({
  ...(await original<typeof import('react-router')>()),
  useRevalidator: () => ({ revalidate: vi.fn(), state: 'idle' }),
}))

const PAUSE_MS = METHODS_RETRY_DELAY_MS

const visa: PaymentMethod = {
  id: 'card-visa',
  type: 'card',
  brand: 'Visa',
  provider: 'sandbox',
  currency: 'EUR',
  action: 'deposit',
  fee: { fixed_cents: 0, percent_bp: 0 },
  processing_time: 'instant',
  min_cents: 1_000,
  max_cents: 500_000,
  network: null,
  fields: ['card.number', 'card.expiry', 'card.holder', 'card.cvv'],
  saved_profiles: [],
  terms_of_service: ['withdraw_to_same_method'],
}

const wallet: Wallet = {
  account: { currency: 'EUR', amount_cents: 0, available_to_cashout_cents: 0, active: true },
  accounts: [],
  reload: async () => {},
}

/** Lets pending promises settle and the fake clock pass `ms`. */
async function pass(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

function renderDepositStep() {
  render(
    <DepositStep
      wallet={wallet}
      query={{ amountProp: 0, autoApplyPromocode: false, fromDashboard: false }}
      initialBonusCode={null}
      onStep={() => {}}
    />,
  )
}

beforeEach(() => {
  vi.useFakeTimers()
  api.getPaymentMethods.mockReset()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('payment method list retries (spec 1 §5)', () => {
  it('asks again up to 3 times while the deposit list comes back empty, then shows the empty state', async () => {
    api.getPaymentMethods.mockResolvedValue([])
    renderDepositStep()
    await pass(0)
    expect(api.getPaymentMethods).toHaveBeenCalledTimes(1)
    expect(api.getPaymentMethods).toHaveBeenLastCalledWith('EUR', 'deposit')
    // Still trying: the skeleton, not the empty state.
    expect(screen.queryByText('cashbox.methods.none')).toBeNull()
    for (let retry = 1; retry <= PAYMENT_METHOD_RETRIES; retry++) {
      await pass(PAUSE_MS)
      expect(api.getPaymentMethods).toHaveBeenCalledTimes(1 + retry)
    }
    expect(screen.getByText('cashbox.methods.none')).toBeTruthy()
    await pass(PAUSE_MS * 10)
    expect(api.getPaymentMethods).toHaveBeenCalledTimes(1 + PAYMENT_METHOD_RETRIES)
    expect(screen.queryAllByRole('radio')).toEqual([])
  })

  it('shows the methods as soon as a try returns some, and stops asking', async () => {
    api.getPaymentMethods.mockResolvedValueOnce([]).mockResolvedValueOnce([]).mockResolvedValue([visa])
    renderDepositStep()
    await pass(0)
    await pass(PAUSE_MS)
    expect(screen.queryByRole('radio')).toBeNull()
    await pass(PAUSE_MS)
    expect(api.getPaymentMethods).toHaveBeenCalledTimes(3)
    const radio = screen.getByRole('radio', { name: /Visa/ }) as HTMLInputElement
    expect(radio.checked).toBe(true)
    expect(screen.queryByText('cashbox.methods.none')).toBeNull()
    await pass(PAUSE_MS * 10)
    expect(api.getPaymentMethods).toHaveBeenCalledTimes(3)
  })

  it('shows a list that is there on the first try without asking again', async () => {
    api.getPaymentMethods.mockResolvedValue([visa])
    renderDepositStep()
    await pass(0)
    expect(screen.getByRole('radio', { name: /Visa/ })).toBeTruthy()
    await pass(PAUSE_MS * 10)
    expect(api.getPaymentMethods).toHaveBeenCalledTimes(1)
  })

  it('retries the cashout list the same way', async () => {
    api.getPaymentMethods.mockResolvedValue([])
    const { result } = renderHook(() => usePaymentMethods('EUR', 'cashout'))
    await pass(0)
    expect(result.current[0]).toEqual({ status: 'loading' })
    await pass(PAUSE_MS * PAYMENT_METHOD_RETRIES)
    expect(api.getPaymentMethods).toHaveBeenCalledTimes(1 + PAYMENT_METHOD_RETRIES)
    expect(api.getPaymentMethods).toHaveBeenLastCalledWith('EUR', 'cashout')
    expect(result.current[0]).toEqual({ status: 'ready', methods: [] })
  })
})

describe('deposit bonuses (ADR 039)', () => {
  const listed = (code: string, title: string, min: number) => ({
    id: code,
    code,
    title,
    description: '',
    percent: 100,
    currency: 'EUR',
    min_deposit_cents: min,
    max_bonus_cents: 50_000,
    wager_multiplier: 35,
    free_spins: 0,
    expires_at: null,
  })

  it('picks the welcome step for the player and refuses an amount below its minimum before submitting', async () => {
    api.getPaymentMethods.mockResolvedValue([visa])
    api.getDepositBonuses.mockResolvedValue([
      listed('WELCOMEPACK1', 'Welcome pack 1/4', 2_000),
      listed('RELOAD50', 'Reload', 2_500),
    ] as never)
    renderDepositStep()
    await pass(0)
    const step = screen.getByRole('radio', { name: /Welcome pack 1\/4/ }) as HTMLInputElement
    expect(step.checked).toBe(true)
    fireEvent.change(screen.getByLabelText('cashbox.amount'), { target: { value: '15' } })
    fireEvent.submit(step.closest('form') as HTMLFormElement)
    await pass(0)
    expect(screen.getByText('cashbox.errors.bonusMin')).toBeTruthy()
    expect(api.createDeposit).not.toHaveBeenCalled()
    // "No bonus" means none, and no minimum of a bonus applies.
    fireEvent.click(screen.getByRole('radio', { name: 'cashbox.bonus.none' }))
    expect(step.checked).toBe(false)
  })
})
