// The page's wallet message reaches the frame only from the page that embeds it, on its own origin.
import { describe, expect, it } from 'vitest'
import { readPageMessage } from './parent.ts'

const parent = {} as MessageEventSource
const other = {} as MessageEventSource
const origin = 'https://casino.example'
const expected = { origin, parent }
const wallet = { type: 'croupier:wallet', balance_cents: 5_000, currency: 'EUR' }

describe('readPageMessage', () => {
  it('accepts a wallet balance from the embedding page on our origin', () => {
    expect(readPageMessage({ origin, source: parent, data: wallet }, expected)).toEqual(wallet)
    expect(
      readPageMessage({ origin, source: parent, data: { ...wallet, balance_cents: 0 } }, expected),
    ).toEqual({ ...wallet, balance_cents: 0 })
  })

  it('ignores another origin and another window', () => {
    expect(
      readPageMessage({ origin: 'https://evil.example', source: parent, data: wallet }, expected),
    ).toBeNull()
    expect(readPageMessage({ origin, source: other, data: wallet }, expected)).toBeNull()
    expect(readPageMessage({ origin, source: null, data: wallet }, expected)).toBeNull()
  })

  it('ignores other types, the frame’s own messages and malformed balances', () => {
    const read = (data: unknown) => readPageMessage({ origin, source: parent, data }, expected)
    expect(read('croupier:wallet')).toBeNull()
    expect(read(null)).toBeNull()
    expect(read({ ...wallet, type: 'croupier:balance' })).toBeNull()
    expect(read({ ...wallet, balance_cents: -1 })).toBeNull()
    expect(read({ ...wallet, balance_cents: 1.5 })).toBeNull()
    expect(read({ ...wallet, balance_cents: '5000' })).toBeNull()
    expect(read({ ...wallet, currency: '' })).toBeNull()
    expect(read({ type: 'croupier:wallet', balance_cents: 5_000 })).toBeNull()
  })
})
