// Messages between the page and the game frame (issue #4 item 8). Only a message from our own origin
// AND from the game's iframe counts: another window, frame or origin cannot close the game or move
// the balance. The frame's side is apps/platform/src/modules/play/frame/client/parent.ts.
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

/** To the frame: the wallet's balance moved outside the game (a deposit over it, a withdrawal). */
export type WalletMessage = { type: 'croupier:wallet'; balance_cents: number; currency: string }

export type WalletBalance = { currency: string; amount_cents: number }

export interface WalletSync {
  /** The wallets changed (realtime `balance`, a re-fetch): the frame hears the new balance. */
  walletsChanged: (wallets: readonly WalletBalance[]) => WalletMessage | null
  /** The frame settled a round (croupier:balance); the wallet may have moved past it meanwhile. */
  frameReported: (balanceCents: number, wallets: readonly WalletBalance[]) => WalletMessage | null
}

/**
 * Keeps a real-money frame's balance meter on the wallet of its currency without echoing the
 * frame's own rounds: wallet events come in commit order, so a round's balance already seen among
 * them means a newer wallet balance is the truth; one not seen yet means its event is still coming.
 */
export function createWalletSync(session: {
  mode: 'real' | 'demo'
  currency: string
  balance_cents: number
}): WalletSync {
  let shownCents = session.balance_cents
  let seenCents = new Set<number>()
  const balanceOf = (wallets: readonly WalletBalance[]) =>
    session.mode === 'real'
      ? wallets.find((item) => item.currency === session.currency)?.amount_cents
      : undefined
  const send = (cents: number): WalletMessage => {
    shownCents = cents
    return { type: 'croupier:wallet', balance_cents: cents, currency: session.currency }
  }
  return {
    walletsChanged: (wallets) => {
      const cents = balanceOf(wallets)
      if (cents === undefined) return null
      seenCents.add(cents)
      return cents === shownCents ? null : send(cents)
    },
    frameReported: (balanceCents, wallets) => {
      shownCents = balanceCents
      const cents = balanceOf(wallets)
      const isWalletAhead = cents !== undefined && cents !== balanceCents && seenCents.has(balanceCents)
      seenCents = new Set(cents === undefined ? [] : [cents])
      return isWalletAhead ? send(cents) : null
    },
  }
}
