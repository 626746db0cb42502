// spec 1 §7 PL10, §8: what a refused promo code or coupon tells the player — the 422's key under the
// field, 403 BONUS_NOT_ALLOWED and anything else as the form's message; and what a redeem gave.
import type { PlayerBonus, PlayerFreeSpins } from '@croupier/contract/bonuses/player-bonus'
import { describe, expect, it } from 'vitest'
import { PlatformFailure } from '../../../lib/platform-client'
import { createTranslator } from '../../../lib/translate'
import { codeProblem, GENERIC_MESSAGE, NOT_ALLOWED_MESSAGE, typedCodeProblem } from './code-problem'
import { issuedText } from './issued'

const invalid = (body: unknown) =>
  new PlatformFailure({ kind: 'validation', status: 422, code: null, errors: {}, body }, 'POST', 'promo-code')

describe('codeProblem', () => {
  it('puts the 422 key of the field under the field', () => {
    expect(codeProblem(invalid({ errors: { code: ['VALIDATION.PROMO_CODE.USED'] } }), 'code')).toEqual({
      field: 'VALIDATION.PROMO_CODE.USED',
    })
    expect(
      codeProblem(invalid({ errors: { coupon_code: ['VALIDATION.COUPON.INVALID'] } }), 'coupon_code'),
    ).toEqual({ field: 'VALIDATION.COUPON.INVALID' })
  })

  it('takes the first key of another field when the named one is missing', () => {
    expect(codeProblem(invalid({ errors: { body: ['VALIDATION.REQUIRED'] } }), 'code')).toEqual({
      field: 'VALIDATION.REQUIRED',
    })
  })

  it('says bonuses are not allowed for 403 BONUS_NOT_ALLOWED', () => {
    const forbidden = new PlatformFailure(
      { kind: 'forbidden', status: 403, code: 'BONUS_NOT_ALLOWED', body: { error: 'BONUS_NOT_ALLOWED' } },
      'POST',
      'coupon',
    )
    expect(codeProblem(forbidden, 'coupon_code')).toEqual({ form: NOT_ALLOWED_MESSAGE })
  })

  it('falls back to the generic message for other failures', () => {
    expect(codeProblem(new Error('boom'), 'code')).toEqual({ form: GENERIC_MESSAGE })
    expect(codeProblem(invalid({}), 'code')).toEqual({ form: GENERIC_MESSAGE })
    const offline = new PlatformFailure({ kind: 'network', status: null, isTimeout: true }, 'POST', '/x')
    expect(codeProblem(offline, 'code')).toEqual({ form: GENERIC_MESSAGE })
  })

  it('asks for a code before sending an empty one', () => {
    expect(typedCodeProblem('  ')).toBe('VALIDATION.REQUIRED')
    expect(typedCodeProblem('WELCOME')).toBeNull()
  })
})

describe('issuedText', () => {
  const { t } = createTranslator('en', {
    profile: {
      promocode: {
        issuedBonus: '{{title}}: {{amount}}',
        issuedSpins_one: '{{count}} spin: {{title}}',
        issuedSpins_other: '{{count}} spins: {{title}}',
      },
    },
  })

  it('names the bonus and its amount in its currency', () => {
    const bonus = { title: 'Spring gift', amount_cents: 1_050, currency: 'EUR' } as PlayerBonus
    expect(issuedText({ kind: 'bonus', code: 'SPRING', bonus }, 'en', t)).toBe('Spring gift: €10.50')
  })

  it('counts the free spins', () => {
    const freespins = { title: 'Book spins', count: 20 } as PlayerFreeSpins
    expect(issuedText({ kind: 'freespins', code: 'BOOK', freespins }, 'en', t)).toBe('20 spins: Book spins')
    expect(
      issuedText({ kind: 'freespins', code: 'ONE', freespins: { ...freespins, count: 1 } }, 'en', t),
    ).toBe('1 spin: Book spins')
  })
})
