// The cashbox's bonus side (issue #12): deposit bonuses with their plan chip and welcome-pack step
// and "No bonus"; "Have a coupon?" attaching a coupon (failures logged as ACTIVE_COUPON_ERROR); the
// withdraw step's note on the active bonus's money that stays behind.
import type { DepositBonus } from '@croupier/contract/bonuses/get-deposit-bonuses'
import type { OfferedBonus, PlayerBonus } from '@croupier/contract/bonuses/player-bonus'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PlatformFailure } from '../../../lib/platform-client'
import { createTranslator, TranslationProvider } from '../../../lib/translate'
import { ActiveBonusNote } from './active-bonus-note'
import { CouponField } from './coupon-field'
import { DepositBonusList } from './deposit-bonus-list'

const api = vi.hoisted(() => ({ attachCoupon: vi.fn(), getPlayerBonuses: vi.fn() }))
vi.mock('../api/cashbox-api', () => api)
const log = vi.hoisted(() => ({ logError: vi.fn() }))
vi.mock('../../../lib/log', () => log)

const translator = createTranslator('en', {
  VALIDATION: { COUPON: { USED: 'You have already used this coupon' } },
  cashbox: {
    bonus: {
      welcomeStep: 'Welcome pack {{step}}/{{total}}',
      plan: 'Plan {{label}}',
      couponAttached: 'Coupon {{code}} will be applied to your next deposit of at least {{amount}}.',
    },
    withdraw: { activeBonus: 'Your active bonus stays: {{amount}} bonus money' },
  },
})
const show = (element: React.ReactNode) =>
  render(<TranslationProvider translator={translator}>{element}</TranslationProvider>)

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
})

describe('DepositBonusList', () => {
  const bonus = (id: string, code: string, title: string) =>
    ({
      id,
      code,
      title,
      percent: 100,
      currency: 'EUR',
      min_deposit_cents: 2_000,
      max_bonus_cents: 10_000,
      wager_multiplier: 35,
    }) as DepositBonus
  const offers = [
    { id: '1', code: 'WELCOME2', label: null, step: 2 },
    { id: '2', code: 'ROCKETPRO', label: 'PRO', step: null },
  ] as OfferedBonus[]

  it('shows the plan chip, the welcome-pack step and "No bonus", and picks a code', () => {
    const onCode = vi.fn()
    show(
      <DepositBonusList
        name="b"
        labelledBy="t"
        bonuses={[bonus('1', 'WELCOME2', 'Second deposit'), bonus('2', 'ROCKETPRO', 'Rocket')]}
        offers={offers}
        code={null}
        onCode={onCode}
        locale="en"
      />,
    )
    expect(screen.getByText('Welcome pack 2/4')).toBeTruthy()
    expect(screen.getByText('Plan PRO')).toBeTruthy()
    expect((screen.getByRole('radio', { name: 'cashbox.bonus.none' }) as HTMLInputElement).checked).toBe(true)
    fireEvent.click(screen.getByRole('radio', { name: /Rocket/ }))
    expect(onCode).toHaveBeenCalledWith('ROCKETPRO')
  })
})

describe('CouponField', () => {
  const open = () => {
    fireEvent.click(screen.getByRole('button', { name: 'cashbox.bonus.couponToggle' }))
    fireEvent.change(screen.getByLabelText('cashbox.bonus.coupon'), { target: { value: 'reload20' } })
    fireEvent.click(screen.getByRole('button', { name: 'cashbox.bonus.couponApply' }))
  }

  it('says which deposit takes the coupon', async () => {
    api.attachCoupon.mockResolvedValue({
      status: 'attached',
      coupon_code: 'RELOAD20',
      title: 'Reload',
      min_deposit_cents: 2_000,
    })
    show(<CouponField currency="EUR" locale="en" />)
    open()
    expect(
      await screen.findByText('Coupon RELOAD20 will be applied to your next deposit of at least €20.00.'),
    ).toBeTruthy()
    expect(api.attachCoupon).toHaveBeenCalledWith('reload20')
  })

  it('shows the 422 key and logs ACTIVE_COUPON_ERROR', async () => {
    const failure = new PlatformFailure(
      {
        kind: 'validation',
        status: 422,
        code: null,
        errors: {},
        body: { errors: { coupon_code: ['VALIDATION.COUPON.USED'] } },
      },
      'POST',
      'coupon',
    )
    api.attachCoupon.mockRejectedValue(failure)
    show(<CouponField currency="EUR" locale="en" />)
    open()
    expect(await screen.findByText('You have already used this coupon')).toBeTruthy()
    expect(log.logError).toHaveBeenCalledWith('ACTIVE_COUPON_ERROR', failure)
  })
})

describe('ActiveBonusNote', () => {
  const account = { currency: 'EUR', amount_cents: 5_000, available_to_cashout_cents: 3_000, active: true }

  it('says at once what the wallet keeps, then the active bonus figure', async () => {
    api.getPlayerBonuses.mockResolvedValue([
      { stage: 'activated', currency: 'EUR', balance_cents: 1_990 } as PlayerBonus,
    ])
    show(<ActiveBonusNote account={account} locale="en" />)
    expect(screen.getByTestId('active-bonus-note').textContent).toContain('€20.00')
    expect(await screen.findByText(/€19\.90/)).toBeTruthy()
  })

  it('says nothing without bonus money', async () => {
    api.getPlayerBonuses.mockResolvedValue([])
    show(<ActiveBonusNote account={{ ...account, amount_cents: 3_000 }} locale="en" />)
    await Promise.resolve()
    expect(screen.queryByTestId('active-bonus-note')).toBeNull()
  })
})
