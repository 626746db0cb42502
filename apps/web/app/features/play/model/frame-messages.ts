// Messages from the game frame (issue #4 item 8). Only a message from our own origin AND from the
// game's iframe counts: another window, frame or origin cannot close the game or move the balance.
export type FrameMessage =
  | { type: 'croupier:balance'; balance_cents: number; currency: string }
  | { type: 'croupier:close' }
  | { type: 'croupier:cashbox' }

export function readFrameMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expected: { origin: string; source: MessageEventSource | null | undefined },
): FrameMessage | null {
  if (event.origin !== expected.origin) return null
  if (!expected.source || event.source !== expected.source) return null
  const data: unknown = event.data
  if (typeof data !== 'object' || data === null) return null
  const { type } = data as { type?: unknown }
  if (type === 'croupier:close' || type === 'croupier:cashbox') return { type }
  if (type === 'croupier:balance') {
    const { balance_cents, currency } = data as { balance_cents?: unknown; currency?: unknown }
    if (typeof balance_cents !== 'number' || !Number.isInteger(balance_cents) || balance_cents < 0)
      return null
    if (typeof currency !== 'string' || currency === '') return null
    return { type, balance_cents, currency }
  }
  return null
}
