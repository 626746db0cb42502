import { describe, expect, it } from 'vitest'
import { readFrameMessage } from './frame-messages'

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
