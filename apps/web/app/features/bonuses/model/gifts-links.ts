// The gifts page's address and the gift marker as the signed-in code uses them (live notices, the
// gifts page). Main's redirect (gift-marker.ts) spells the same two values itself so the lobby's
// initial JS shares no chunk with this feature; the unit test holds them equal.
export const GIFTS_PAGE = '/profile/gifts'
export const GIFT_MARKER = 'giftMarker'

/** Remembers that a gift waits, for main's redirect (spec 1 §2 R10). */
export function markGift(): void {
  try {
    window.localStorage.setItem(GIFT_MARKER, '1')
  } catch {
    // Private mode: only the redirect is lost.
  }
}

/** The player reached the gifts: the marker has done its work. */
export function clearGiftMarker(): void {
  try {
    window.localStorage.removeItem(GIFT_MARKER)
  } catch {
    // Private mode: nothing stored.
  }
}
