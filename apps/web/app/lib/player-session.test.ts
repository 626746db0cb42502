import {
  EE_FIRST_LOGIN_STORAGE_KEY,
  POST_LOGIN_BATCH,
  SESSION_TIMER_STORAGE_KEY,
} from '@croupier/rules/auth-state'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { on } from './events'
import {
  isRootReloadRequested,
  registeredPostLoginLoads,
  registerPlayerDataReset,
  registerPlayerLocalKey,
  registerPlayerSessionKey,
  registerPostLoginLoad,
  requestRootReload,
  rootReloaded,
  runPostLoginBatch,
  signOutEverywhere,
} from './player-session'

vi.mock('./log', () => ({ logError: vi.fn() }))

describe('post-login batch (spec 1 §4)', () => {
  it('starts every registered load in the spec order, whatever the registration order, and survives failures', async () => {
    const started: string[] = []
    // Registered backwards and with gaps, as features register from their own modules.
    const names = [
      'subscriptions',
      'stats',
      'settings',
      'favourites',
      'limits',
      'bonuses',
      'balance',
    ] as const
    for (const name of names) {
      registerPostLoginLoad(name, async () => {
        started.push(name)
        if (name === 'limits') throw new Error('limits failed')
      })
    }
    const expected = POST_LOGIN_BATCH.filter((name) => (names as readonly string[]).includes(name))
    expect(registeredPostLoginLoads()).toEqual(expected)
    await runPostLoginBatch({ queryClient: undefined })
    expect(started).toEqual([
      'balance',
      'bonuses',
      'limits',
      'favourites',
      'settings',
      'stats',
      'subscriptions',
    ])
  })

  it('gives each load the query client', async () => {
    const client = new QueryClient()
    const seen = vi.fn()
    registerPostLoginLoad('rates', async ({ queryClient }) => seen(queryClient))
    await runPostLoginBatch({ queryClient: client })
    expect(seen).toHaveBeenCalledWith(client)
  })
})

describe('logout clears every piece of player data (spec 1 §4)', () => {
  it('empties the query cache, the stores, the session and local keys, then emits logout', () => {
    const client = new QueryClient()
    client.setQueryData(['balance'], [{ currency: 'EUR', amount_cents: 100 }])
    client.setQueryData(['payments'], [{ id: 1 }])
    const store = { gifts: ['g1'] as string[] }
    registerPlayerDataReset('gifts', () => {
      store.gifts = []
    })
    registerPlayerDataReset('broken', () => {
      throw new Error('reset failed')
    })
    registerPlayerSessionKey('croupier.canceled-deposit')
    registerPlayerLocalKey('croupier.player-local')
    const session = new Map([
      [SESSION_TIMER_STORAGE_KEY, '120'],
      ['croupier.canceled-deposit', '5'],
      ['unrelated', 'kept'],
    ])
    const local = new Map([
      [EE_FIRST_LOGIN_STORAGE_KEY, 'true'],
      ['croupier.player-local', 'x'],
      ['croupier.ffc', '{}'],
    ])
    const storage = (map: Map<string, string>) => ({ removeItem: (key: string) => void map.delete(key) })
    const events: string[] = []
    const off = on('logout', () => events.push('logout'))

    signOutEverywhere({ queryClient: client, sessionStorage: storage(session), localStorage: storage(local) })
    off()

    expect(client.getQueryCache().getAll()).toHaveLength(0)
    expect(store.gifts).toEqual([])
    expect([...session.keys()]).toEqual(['unrelated'])
    expect([...local.keys()]).toEqual(['croupier.ffc'])
    expect(events).toEqual(['logout'])
  })

  it('marks navigations to reload the root until the root has reloaded', () => {
    expect(isRootReloadRequested()).toBe(false)
    requestRootReload()
    expect(isRootReloadRequested()).toBe(true)
    expect(isRootReloadRequested()).toBe(true)
    rootReloaded()
    expect(isRootReloadRequested()).toBe(false)
  })
})
