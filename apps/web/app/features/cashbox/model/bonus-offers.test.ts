// The deposit step's plan chips and welcome-pack steps come from the offers (GET /api/v2/bonuses),
// matched to a deposit bonus by id or code; the withdraw step's active bonus is the wallet's
// activated one. And spec 1 §5 multiple_of on typed fiat amounts.
import type { DepositBonus } from '@croupier/contract/bonuses/get-deposit-bonuses'
import type { OfferedBonus, PlayerBonus } from '@croupier/contract/bonuses/player-bonus'
import { describe, expect, it } from 'vitest'
import { amountStep, breaksAmountStep } from './amount-step'
import { activeBonusOf, bonusBadges, chosenBonusMinimum, welcomeStepBonus } from './bonus-offers'

const deposit = { id: '7', code: 'ROCKETPRO' } as DepositBonus
const offer = (id: string, code: string | null, label: string | null, step: number | null) =>
  ({ id, code, label, step }) as OfferedBonus

describe('bonusBadges', () => {
  it('reads the label and step of the same offer by id', () => {
    expect(bonusBadges(deposit, [offer('3', 'X', 'LITE', null), offer('7', null, 'PRO', 2)])).toEqual({
      label: 'PRO',
      step: 2,
    })
  })

  it('falls back to the code, case-insensitively', () => {
    expect(bonusBadges(deposit, [offer('99', 'rocketpro', 'MAX', null)])).toEqual({
      label: 'MAX',
      step: null,
    })
  })

  it('has neither without an offer', () => {
    expect(bonusBadges(deposit, [])).toEqual({ label: null, step: null })
  })
})

describe('activeBonusOf', () => {
  const bonus = (stage: PlayerBonus['stage'], currency: string) => ({ stage, currency }) as PlayerBonus
  it('finds the activated bonus of the currency only', () => {
    const active = bonus('activated', 'EUR')
    expect(activeBonusOf([bonus('issued', 'EUR'), bonus('activated', 'USD'), active], 'EUR')).toBe(active)
    expect(activeBonusOf([bonus('wagered', 'EUR')], 'EUR')).toBeNull()
  })
})

describe('amount step (multiple_of)', () => {
  it('is the smallest unit of a fiat currency, none for crypto', () => {
    expect(amountStep('EUR')).toBe(0.01)
    expect(amountStep('JPY')).toBe(1)
    expect(amountStep('BTC')).toBeNull()
  })

  it('flags amounts between steps only', () => {
    expect(breaksAmountStep('20.555', 'EUR')).toBe(true)
    expect(breaksAmountStep('20,55', 'EUR')).toBe(false)
    expect(breaksAmountStep('20', 'EUR')).toBe(false)
    expect(breaksAmountStep('100.5', 'JPY')).toBe(true)
    expect(breaksAmountStep('abc', 'EUR')).toBe(false)
    expect(breaksAmountStep('0.000001', 'BTC')).toBe(false)
  })
})

describe('welcomeStepBonus', () => {
  const listed = (code: string, min = 2_000) => ({ id: code, code, min_deposit_cents: min }) as DepositBonus
  it('is the listed welcome step (WELCOMEPACK<step>), picked for the player', () => {
    const step = listed('WELCOMEPACK2')
    expect(welcomeStepBonus([listed('RELOAD50'), step])).toBe(step)
    expect(welcomeStepBonus([listed('WELCOME100')])).toBeNull()
  })

  it("knows the chosen bonus's minimum deposit, none for no bonus or a code not listed", () => {
    const list = [listed('RELOAD50', 2_500), listed('WELCOME100', 0)]
    expect(chosenBonusMinimum(list, 'reload50')).toBe(2_500)
    expect(chosenBonusMinimum(list, 'WELCOME100')).toBeNull()
    expect(chosenBonusMinimum(list, null)).toBeNull()
    expect(chosenBonusMinimum(list, 'TYPED')).toBeNull()
  })
})
