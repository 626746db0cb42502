import { describe, expect, it } from 'vitest'
import { cashboxEntryOf, cashboxModalFor } from './cashbox-route'

describe('cashbox paths (spec 1 §2)', () => {
  it.each([
    ['/cashbox', 'dashboard'],
    ['/dashboard', 'dashboard'],
    ['/deposit', 'deposit'],
    ['/de/deposit', 'deposit'],
    ['/accounts/7/deposit', 'deposit'],
    ['/withdraw', 'withdraw'],
    ['/deposit-fast', 'one-click'],
    ['/deposit-bonus', 'deposit-bonus'],
  ])('%s opens %s', (path, entry) => {
    expect(cashboxEntryOf(path).entry).toBe(entry)
  })

  it('opens the same step as a modal over the game page, with the amount (issue #9 item 11)', () => {
    expect(cashboxModalFor({ pathname: '/cashbox', search: '' })).toEqual({
      name: 'cashbox',
      props: { step: 'dashboard', amountProp: 0 },
    })
    expect(cashboxModalFor({ pathname: '/en-AU/deposit', search: '?amountProp=25' })).toEqual({
      name: 'cashbox',
      props: { step: 'deposit', amountProp: 25 },
    })
    expect(cashboxModalFor({ pathname: '/withdraw', search: '' })).toMatchObject({
      props: { step: 'withdraw' },
    })
  })

  it('leaves other paths and the bonus-code routine to their routes', () => {
    expect(cashboxModalFor({ pathname: '/profile', search: '' })).toBeNull()
    expect(cashboxModalFor({ pathname: '/play/nova/book', search: '' })).toBeNull()
    expect(cashboxModalFor({ pathname: '/deposit-bonus', search: '?code=X' })).toBeNull()
  })
})
