// The promo code page's forms (spec 1 §7 PL10): a redeemed code says what it gave and links to the
// gifts; the platform's 422 key shows under the field, 403 BONUS_NOT_ALLOWED above the button; a
// coupon says which deposit takes it; failures are logged by name (spec 1 §8 ACTIVE_COUPON_ERROR).
import type { PlayerBonus } from '@croupier/contract/bonuses/player-bonus'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PlatformFailure } from '../../../lib/platform-client'
import { createTranslator, TranslationProvider } from '../../../lib/translate'
import { CouponCard, PromoCodeCard } from './promo-code-cards'

const api = vi.hoisted(() => ({
  redeemPromoCode: vi.fn(),
  attachCoupon: vi.fn(),
  getRedeemedCodes: vi.fn(),
}))
vi.mock('../api/promo-codes-api', () => api)
const log = vi.hoisted(() => ({ logError: vi.fn() }))
vi.mock('../../../lib/log', () => log)
vi.mock('../../../lib/shell-context', () => ({
  useShellContext: () => ({ locale: 'en', player: { currency: 'EUR' } }),
}))

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
})

// Keys read as themselves, validation keys as a known text (the catalog is the platform's).
const translator = createTranslator('en', {
  VALIDATION: {
    REQUIRED: 'VALIDATION.REQUIRED',
    PROMO_CODE: { USED: 'VALIDATION.PROMO_CODE.USED' },
    COUPON: { INVALID: 'VALIDATION.COUPON.INVALID' },
  },
})

function show(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }])
  render(
    <TranslationProvider translator={translator}>
      <RouterProvider router={router} />
    </TranslationProvider>,
  )
}

function send(label: string, value: string, button: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
  fireEvent.click(screen.getByRole('button', { name: button }))
}

const validation = (field: string, key: string) =>
  new PlatformFailure(
    { kind: 'validation', status: 422, code: null, errors: {}, body: { errors: { [field]: [key] } } },
    'POST',
    'promo-code',
  )

describe('PromoCodeCard', () => {
  it('asks for a code without calling the platform', async () => {
    show(<PromoCodeCard />)
    fireEvent.click(screen.getByRole('button', { name: 'profile.promocode.redeem' }))
    expect(await screen.findByText('VALIDATION.REQUIRED')).toBeTruthy()
    expect(api.redeemPromoCode).not.toHaveBeenCalled()
  })

  it('says what the code gave with a link to the gifts', async () => {
    const bonus = { title: 'Spring', amount_cents: 1_000, currency: 'EUR' } as PlayerBonus
    api.redeemPromoCode.mockResolvedValue({ data: { kind: 'bonus', code: 'SPRING', bonus } })
    show(<PromoCodeCard />)
    send('profile.promocode.field', ' spring ', 'profile.promocode.redeem')
    expect(await screen.findByText('profile.promocode.issuedBonus')).toBeTruthy()
    expect(api.redeemPromoCode).toHaveBeenCalledWith('spring')
    expect(screen.getByRole('link', { name: 'profile.promocode.toGifts' }).getAttribute('href')).toBe(
      '/profile/gifts',
    )
  })

  it('shows the 422 key under the field and logs the failure', async () => {
    api.redeemPromoCode.mockRejectedValue(validation('code', 'VALIDATION.PROMO_CODE.USED'))
    show(<PromoCodeCard />)
    send('profile.promocode.field', 'SPRING', 'profile.promocode.redeem')
    expect(await screen.findByText('VALIDATION.PROMO_CODE.USED')).toBeTruthy()
    expect(screen.getByLabelText('profile.promocode.field').getAttribute('aria-invalid')).toBe('true')
    expect(log.logError).toHaveBeenCalledWith('ACTIVE_PROMO_CODE_ERROR', expect.any(PlatformFailure))
  })

  it('says bonuses are not allowed as a form error', async () => {
    api.redeemPromoCode.mockRejectedValue(
      new PlatformFailure(
        { kind: 'forbidden', status: 403, code: 'BONUS_NOT_ALLOWED', body: { error: 'BONUS_NOT_ALLOWED' } },
        'POST',
        'promo-code',
      ),
    )
    show(<PromoCodeCard />)
    send('profile.promocode.field', 'SPRING', 'profile.promocode.redeem')
    expect((await screen.findByRole('alert')).textContent).toBe('profile.promocode.notAllowed')
  })
})

describe('CouponCard', () => {
  it('says the coupon waits for the next deposit', async () => {
    api.attachCoupon.mockResolvedValue({
      status: 'attached',
      coupon_code: 'RELOAD20',
      title: 'Reload',
      min_deposit_cents: 2_000,
    })
    show(<CouponCard />)
    send('profile.promocode.couponField', 'reload20', 'profile.promocode.couponApply')
    expect(await screen.findByText('profile.promocode.couponAttached')).toBeTruthy()
    expect(api.attachCoupon).toHaveBeenCalledWith('reload20')
  })

  it('logs a refused coupon as ACTIVE_COUPON_ERROR', async () => {
    api.attachCoupon.mockRejectedValue(validation('coupon_code', 'VALIDATION.COUPON.INVALID'))
    show(<CouponCard />)
    send('profile.promocode.couponField', 'NOPE', 'profile.promocode.couponApply')
    expect(await screen.findByText('VALIDATION.COUPON.INVALID')).toBeTruthy()
    expect(log.logError).toHaveBeenCalledWith('ACTIVE_COUPON_ERROR', expect.any(PlatformFailure))
  })
})
