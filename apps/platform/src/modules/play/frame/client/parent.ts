// Messages between the game frame and the game page around it (issue #4 item 8). Both ways they stay
// on this frame's own origin: the page that embeds it is served from the same origin, and nobody
// else may listen or speak.
export type FrameMessage =
  | { type: 'croupier:balance'; balance_cents: number; currency: string }
  | { type: 'croupier:close' }
  | { type: 'croupier:cashbox' }

/** From the page: the player's wallet changed outside the game (a deposit over it, a withdrawal). */
export type PageMessage = { type: 'croupier:wallet'; balance_cents: number; currency: string }

export function postToParent(
  message: FrameMessage,
  target: Window = window.parent,
  origin = window.location.origin,
): void {
  if (target === window) return
  target.postMessage(message, origin)
}

/** A page message only from the window that embeds the frame, on the origin postToParent targets. */
export function readPageMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expected: { origin: string; parent: MessageEventSource },
): PageMessage | null {
  if (event.origin !== expected.origin || event.source !== expected.parent) return null
  const data: unknown = event.data
  if (typeof data !== 'object' || data === null) return null
  const { type, balance_cents, currency } = data as Record<string, unknown>
  if (type !== 'croupier:wallet') return null
  if (typeof balance_cents !== 'number' || !Number.isInteger(balance_cents) || balance_cents < 0) return null
  if (typeof currency !== 'string' || currency === '') return null
  return { type, balance_cents, currency }
}
