import { describe, expect, it, vi } from 'vitest'
import { changeSubscription, subscriptionToast } from './subscription-toast'

describe('subscriptionToast (spec 1 §8)', () => {
  it.each([
    ['already subscribed', true, { kind: 'already-subscribed' } as const, 'alreadySubscribed', 'info'],
    ['promos received', true, { kind: 'saved', receivePromos: true } as const, 'received', 'success'],
    ['something went wrong', true, { kind: 'failed' } as const, 'failed', 'error'],
    ['unsubscribed', false, { kind: 'saved', receivePromos: false } as const, 'unsubscribed', 'info'],
    [
      'platform kept the old value',
      true,
      { kind: 'saved', receivePromos: false } as const,
      'failed',
      'error',
    ],
  ])('%s', (_, wanted, outcome, key, kind) => {
    expect(subscriptionToast(wanted, outcome)).toEqual({ key, kind })
  })
})

describe('changeSubscription', () => {
  it('does not subscribe twice: a player already subscribed hears so and no PUT is sent', async () => {
    const put = vi.fn()
    const outcome = await changeSubscription(true, { get: async () => ({ receive_promos: true }), put })
    expect(outcome).toEqual({ kind: 'already-subscribed' })
    expect(put).not.toHaveBeenCalled()
  })

  it('subscribes with PUT when not yet subscribed', async () => {
    const put = vi.fn(async (value: boolean) => ({ receive_promos: value }))
    const outcome = await changeSubscription(true, { get: async () => ({ receive_promos: false }), put })
    expect(put).toHaveBeenCalledWith(true)
    expect(outcome).toEqual({ kind: 'saved', receivePromos: true })
  })

  it('unsubscribes without asking first', async () => {
    const get = vi.fn()
    const outcome = await changeSubscription(false, { get, put: async () => ({ receive_promos: false }) })
    expect(get).not.toHaveBeenCalled()
    expect(outcome).toEqual({ kind: 'saved', receivePromos: false })
  })

  it('turns any failure into "failed"', async () => {
    const outcome = await changeSubscription(true, {
      get: async () => {
        throw new Error('HTTP 500')
      },
      put: async () => ({ receive_promos: true }),
    })
    expect(outcome).toEqual({ kind: 'failed' })
  })
})
