// The realtime client's wiring with a fake Socket.IO: public subscriptions on every connect,
// the channel token in the handshake, backoff options, and the reconnect callback that makes
// the app re-fetch balance and notifications (ARCHITECTURE.md "Scale-out").
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type AppEvents, emit, on } from './events'
import {
  type IoFactory,
  onRealtimeEvent,
  type RealtimeConnectOptions,
  type RealtimeSocket,
  startRealtime,
} from './realtime'
import { RealtimeConnector } from './realtime-provider'

class FakeSocket implements RealtimeSocket {
  connectListeners: (() => void)[] = []
  anyListeners: ((event: string, ...args: unknown[]) => void)[] = []
  emitted: unknown[][] = []
  disconnected = false
  on(_event: 'connect', listener: () => void) {
    this.connectListeners.push(listener)
    return this
  }
  onAny(listener: (event: string, ...args: unknown[]) => void) {
    this.anyListeners.push(listener)
    return this
  }
  emit(...args: unknown[]) {
    this.emitted.push(args)
    return this
  }
  disconnect() {
    this.disconnected = true
    return this
  }
  /** What the server side would do: (re)connect, or push an event. */
  connect() {
    for (const listener of this.connectListeners) listener()
  }
  receive(event: string, payload: unknown) {
    for (const listener of this.anyListeners) listener(event, payload)
  }
}

function fakeIo() {
  const calls: { url: string; options: RealtimeConnectOptions; socket: FakeSocket }[] = []
  const factory: IoFactory = (url, options) => {
    const socket = new FakeSocket()
    calls.push({ url, options, socket })
    return socket
  }
  return { factory, calls }
}

const settings = { url: '/', path: '/socket.io', user: 'token-of-alice' }
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('startRealtime', () => {
  it('connects same-origin with credentials, the channel token and exponential backoff', async () => {
    const io = fakeIo()
    const stop = startRealtime(
      { getSettings: async () => settings, onEvent: () => {}, onReconnect: () => {} },
      io.factory,
    )
    await flush()
    expect(io.calls).toHaveLength(1)
    expect(io.calls[0]?.url).toBe('/')
    expect(io.calls[0]?.options).toMatchObject({
      path: '/socket.io',
      withCredentials: true,
      auth: { token: 'token-of-alice' },
      reconnection: true,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 30000,
      randomizationFactor: 0.5,
    })
    stop()
    expect(io.calls[0]?.socket.disconnected).toBe(true)
  })

  it('connects a guest without a token, for the public channels only', async () => {
    const io = fakeIo()
    const stopGuest = startRealtime(
      { getSettings: async () => null, onEvent: () => {}, onReconnect: () => {} },
      io.factory,
    )
    const stopOffline = startRealtime(
      {
        getSettings: () => Promise.reject(new Error('offline')),
        onEvent: () => {},
        onReconnect: () => {},
      },
      io.factory,
    )
    await flush()
    expect(io.calls.map((call) => call.options.auth)).toEqual([{}, {}])
    stopGuest()
    stopOffline()
  })

  it('subscribes to the public channels on every connect and calls onReconnect only on reconnects', async () => {
    const io = fakeIo()
    const onReconnect = vi.fn()
    startRealtime({ getSettings: async () => settings, onEvent: () => {}, onReconnect }, io.factory)
    await flush()
    const socket = io.calls[0]!.socket
    socket.connect()
    expect(socket.emitted).toEqual([
      ['subscribe', 'wins'],
      ['subscribe', 'jackpots_changes'],
      ['subscribe', 'tournaments_leaderboards'],
    ])
    expect(onReconnect).not.toHaveBeenCalled()
    socket.connect()
    socket.connect()
    expect(onReconnect).toHaveBeenCalledTimes(2)
    expect(socket.emitted).toHaveLength(9)
  })

  it('passes contract events to onEvent and ignores unknown ones', async () => {
    const io = fakeIo()
    const onEvent = vi.fn()
    startRealtime({ getSettings: async () => settings, onEvent, onReconnect: () => {} }, io.factory)
    await flush()
    io.calls[0]!.socket.receive('balance', { amount_cents: 1 })
    io.calls[0]!.socket.receive('not_an_event', {})
    expect(onEvent.mock.calls).toEqual([['balance', { amount_cents: 1 }]])
  })

  it('never connects when stopped before the client loaded', async () => {
    const io = fakeIo()
    startRealtime(
      { getSettings: async () => settings, onEvent: () => {}, onReconnect: () => {} },
      io.factory,
    )()
    await flush()
    expect(io.calls).toHaveLength(0)
  })
})

describe('RealtimeConnector', () => {
  function listen<K extends keyof AppEvents>(name: K) {
    const seen: AppEvents[K][] = []
    const off = on(name, (payload) => seen.push(payload))
    return { seen, off }
  }

  it('emits events on the bus, and on reconnect emits realtime-reconnect and refetches balance and notifications', async () => {
    const io = fakeIo()
    const queryClient = new QueryClient()
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    const reconnects = listen('realtime-reconnect')
    const balances: unknown[] = []
    const offBalance = onRealtimeEvent('balance', (payload) => balances.push(payload.amount_cents))
    const getSettings = async () => settings

    render(
      <QueryClientProvider client={queryClient}>
        <RealtimeConnector playerId="alice" getSettings={getSettings} ioFactory={io.factory} />
      </QueryClientProvider>,
    )
    await act(async () => {
      await vi.waitFor(() => expect(io.calls).toHaveLength(1))
    })
    const socket = io.calls[0]!.socket
    socket.connect()
    socket.receive('balance', {
      currency: 'EUR',
      amount_cents: 4200,
      available_to_cashout_cents: 0,
      active: true,
    })
    expect(balances).toEqual([4200])
    expect(reconnects.seen).toHaveLength(0)

    socket.connect()
    expect(reconnects.seen).toHaveLength(1)
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['balance'],
      ['notifications'],
    ])
    reconnects.off()
    offBalance()
  })

  it('works without a QueryClientProvider and reconnects after logout', async () => {
    const io = fakeIo()
    const reconnects = listen('realtime-reconnect')
    const getSettings = async () => null
    render(<RealtimeConnector playerId={null} getSettings={getSettings} ioFactory={io.factory} />)
    act(() => {
      window.dispatchEvent(new Event('pointerdown'))
    })
    await act(async () => {
      await vi.waitFor(() => expect(io.calls).toHaveLength(1))
    })
    io.calls[0]!.socket.connect()
    io.calls[0]!.socket.connect()
    expect(reconnects.seen).toHaveLength(1)

    act(() => emit('logout', {}))
    act(() => {
      window.dispatchEvent(new Event('pointerdown'))
    })
    await vi.waitFor(() => expect(io.calls).toHaveLength(2))
    expect(io.calls[0]!.socket.disconnected).toBe(true)
    reconnects.off()
  })

  it('connects a guest on the first interaction with the page, not before', async () => {
    const io = fakeIo()
    render(<RealtimeConnector playerId={null} getSettings={async () => null} ioFactory={io.factory} />)
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(io.calls).toHaveLength(0)
    act(() => {
      window.dispatchEvent(new Event('keydown'))
    })
    await vi.waitFor(() => expect(io.calls).toHaveLength(1))
  })
})
