import { describe, expect, it } from 'vitest'
import { createWalletSync, readFrameMessage } from './frame-messages'

const frame = {} as MessageEventSource
const other = {} as MessageEventSource
const origin = 'https://casino.example'
const expected = { origin, source: frame }

describe('readFrameMessage', () => {
  it('accepts close, cashbox and balance from the game iframe on our origin', () => {
    expect(readFrameMessage({ origin, source: frame, data: { type: 'croupier:close' } }, expected)).toEqual({
      type: 'croupier:close',
    })
    expect(readFrameMessage({ origin, source: frame, data: { type: 'croupier:cashbox' } }, expected)).toEqual(
      {
        type: 'croupier:cashbox',
      },
    )
    expect(
      readFrameMessage(
        { origin, source: frame, data: { type: 'croupier:balance', balance_cents: 99_500, currency: 'FUN' } },
        expected,
      ),
    ).toEqual({ type: 'croupier:balance', balance_cents: 99_500, currency: 'FUN' })
  })

  it('ignores another origin, another window and a frame not yet loaded', () => {
    const data = { type: 'croupier:close' }
    expect(readFrameMessage({ origin: 'https://evil.example', source: frame, data }, expected)).toBeNull()
    expect(readFrameMessage({ origin, source: other, data }, expected)).toBeNull()
    expect(readFrameMessage({ origin, source: null, data }, { origin, source: null })).toBeNull()
  })

  it('ignores unknown types and malformed balances', () => {
    const read = (data: unknown) => readFrameMessage({ origin, source: frame, data }, expected)
    expect(read('croupier:close')).toBeNull()
    expect(read({ type: 'croupier:other' })).toBeNull()
    expect(read({ type: 'croupier:balance', balance_cents: -1, currency: 'EUR' })).toBeNull()
    expect(read({ type: 'croupier:balance', balance_cents: 1.5, currency: 'EUR' })).toBeNull()
    expect(read({ type: 'croupier:balance', balance_cents: 100 })).toBeNull()
  })
})

describe('createWalletSync', () => {
  const eur = (cents: number) => [
    { currency: 'USD', amount_cents: 700 },
    { currency: 'EUR', amount_cents: cents },
  ]
  const wallet = (cents: number) => ({ type: 'croupier:wallet', balance_cents: cents, currency: 'EUR' })
  const realSession = { mode: 'real', currency: 'EUR', balance_cents: 0 } as const

  it('tells the frame about a deposit made over the game, once', () => {
    const sync = createWalletSync(realSession)
    expect(sync.walletsChanged(eur(0))).toBeNull()
    expect(sync.walletsChanged(eur(5_000))).toEqual(wallet(5_000))
    expect(sync.walletsChanged(eur(5_000))).toBeNull()
  })

  it("does not echo the frame's own round, whichever of its event and its report comes first", () => {
    const eventFirst = createWalletSync({ ...realSession, balance_cents: 5_000 })
    // The round's event during the spin goes to the frame, which holds it until the reels stop.
    expect(eventFirst.walletsChanged(eur(4_900))).toEqual(wallet(4_900))
    expect(eventFirst.frameReported(4_900, eur(4_900))).toBeNull()

    const reportFirst = createWalletSync({ ...realSession, balance_cents: 5_000 })
    expect(reportFirst.frameReported(4_900, eur(5_000))).toBeNull()
    expect(reportFirst.walletsChanged(eur(4_900))).toBeNull()
  })

  it('re-sends a deposit made during a spin once the frame reports the round', () => {
    const sync = createWalletSync({ ...realSession, balance_cents: 5_000 })
    sync.walletsChanged(eur(4_900))
    sync.walletsChanged(eur(9_900))
    expect(sync.frameReported(4_900, eur(9_900))).toEqual(wallet(9_900))
    expect(sync.walletsChanged(eur(9_900))).toBeNull()
  })

  it('never speaks to a demo session or about another currency', () => {
    const demo = createWalletSync({ mode: 'demo', currency: 'EUR', balance_cents: 0 })
    expect(demo.walletsChanged(eur(5_000))).toBeNull()
    expect(demo.frameReported(100, eur(5_000))).toBeNull()
    const cad = createWalletSync({ ...realSession, currency: 'CAD' })
    expect(cad.walletsChanged(eur(5_000))).toBeNull()
    expect(createWalletSync(realSession).walletsChanged([])).toBeNull()
  })
})
