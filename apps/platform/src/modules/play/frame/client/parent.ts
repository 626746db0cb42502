// Messages to the game page around the frame (issue #4 item 8). Always addressed to this frame's
// own origin: the page that embeds it is served from the same origin, and nobody else may listen.
export type FrameMessage =
  | { type: 'croupier:balance'; balance_cents: number; currency: string }
  | { type: 'croupier:close' }
  | { type: 'croupier:cashbox' }

export function postToParent(
  message: FrameMessage,
  target: Window = window.parent,
  origin = window.location.origin,
): void {
  if (target === window) return
  target.postMessage(message, origin)
}
