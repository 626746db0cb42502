import { describe, expect, it } from 'vitest'
import {
  amountError,
  fraudDecision,
  isRecallable,
  maskAccount,
  maskCard,
  paymentFee,
  sandboxCardOutcome,
  validateAccount,
  validateCard,
} from './payments'

const now = new Date('2031-05-15T12:00:00Z')
const good = { number: '4242 4242 4242 4242', expiry: '05/31', holder: 'Jane Doe', cvv: '123' }

describe('validateCard (spec 1 §5)', () => {
  it('passes a valid card, valid through its expiry month', () => {
    expect(validateCard(good, now)).toEqual({})
  })
  it.each([
    [{ number: '4242424242424241' }, 'card.number', 'VALIDATION.CARD.NUMBER'],
    [{ number: undefined }, 'card.number', 'VALIDATION.REQUIRED'],
    [{ expiry: '04/31' }, 'card.expiry', 'VALIDATION.CARD.EXPIRED'],
    [{ expiry: '00/31' }, 'card.expiry', 'VALIDATION.EXPIRATION.INVALID'],
    [{ holder: 'Zoë' }, 'card.holder', 'VALIDATION.ONLY_ENGLISH'],
    [{ cvv: '12' }, 'card.cvv', 'VALIDATION.INVALID'],
  ])('%o → %s %s', (override, field, key) => {
    expect(validateCard({ ...good, ...override }, now)).toEqual({ [field]: [key] })
  })
  it('refuses a blocked BIN', () => {
    expect(validateCard(good, now, ['4242 42'])).toEqual({ 'card.number': ['VALIDATION.CARD.BIN_BLOCKED'] })
  })
})

describe('sandbox cards and masks', () => {
  it('maps the documented cards by BIN and last four', () => {
    expect(sandboxCardOutcome('424242', '4242')).toBe('succeeded')
    expect(sandboxCardOutcome('400000', '0002')).toBe('declined')
    expect(sandboxCardOutcome('400000', '3220')).toBe('pending')
    expect(sandboxCardOutcome('400000', '3063')).toBe('canceled')
  })
  it('keeps only BIN and last four', () => {
    expect(maskCard('4000 0000 0000 3220')).toEqual({ bin: '400000', last4: '3220' })
  })
  it('masks accounts', () => {
    expect(maskAccount('bank_transfer', { iban: 'LT12 1000 0111 0100 1000' })).toBe('…1000')
    expect(maskAccount('ewallet', { email: 'jane@example.com' })).toBe('ja***@example.com')
  })
})

describe('accounts, amounts, fees, recall', () => {
  it('validates IBAN, e-mail and crypto address', () => {
    expect(validateAccount('bank_transfer', { iban: 'DE89-37', holder: 'Jane' })).toEqual({
      'account.iban': ['VALIDATION.IBAN'],
    })
    expect(validateAccount('ewallet', {})).toEqual({ 'account.email': ['VALIDATION.REQUIRED'] })
    expect(validateAccount('crypto', { address: 'short' })).toEqual({
      'account.address': ['VALIDATION.INVALID'],
    })
  })
  it('checks the range', () => {
    expect(amountError(999, 1000, 2000)).toBe('VALIDATION.MIN_VALUE')
    expect(amountError(2001, 1000, 2000)).toBe('VALIDATION.MAX_VALUE')
    expect(amountError(5000, 1000, null)).toBeNull()
  })
  it('computes fees in whole minor units', () => {
    expect(paymentFee(1001, { fixed_cents: 10, percent_bp: 150 })).toBe(26)
  })
  it('lets only waiting withdrawals be recalled', () => {
    expect(isRecallable('cashout', 'pending')).toBe(true)
    expect(isRecallable('cashout', 'processing')).toBe(false)
    expect(isRecallable('deposit', 'pending')).toBe(false)
  })
})

describe('fraudDecision', () => {
  const rules = { blockedBins: ['400000'], amountThresholdUnits: 100 }
  it('refuses a blocked BIN and a large amount for a regular player only', () => {
    expect(
      fraudDecision({ cardBin: '400000', amountCents: 1, subunitsToUnit: 100, playerStatus: 'gold' }, rules)
        .reason,
    ).toBe('BIN_BLOCKED')
    expect(
      fraudDecision({ amountCents: 10_001, subunitsToUnit: 100, playerStatus: 'regular' }, rules).reason,
    ).toBe('AMOUNT_OVER_THRESHOLD')
    expect(
      fraudDecision({ amountCents: 10_001, subunitsToUnit: 100, playerStatus: 'gold' }, rules).decision,
    ).toBe('allow')
    expect(
      fraudDecision({ amountCents: 10_000, subunitsToUnit: 100, playerStatus: 'regular' }, rules).decision,
    ).toBe('allow')
  })
})
