// spec 1 §2 R10: the gift marker. Set when a visitor follows a gift link (`?gift=1` on main) or when a
// gift is issued (`bonuses_changes` / `freespins_changes`, stage issued) while the player is away from
// the gifts page; a signed-in player going to main is then sent to /profile/gifts once and the marker
// is cleared. Kept in localStorage (our choice: it must outlive the sign-up that a gift link often
// leads to, and a reload). Part of the lobby's initial JS: imported by main only (the signed-in code
// uses gifts-links.ts, which spells the same key and path; the unit test holds them equal).
export const GIFT_MARKER_KEY = 'giftMarker'
export const GIFT_QUERY = 'gift'
export const GIFTS_PATH = '/profile/gifts'

type MarkerStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export function storeGiftMarker(storage: MarkerStorage): void {
  try {
    storage.setItem(GIFT_MARKER_KEY, '1')
  } catch {
    // Private mode: the gift stays in the list, only the redirect is lost.
  }
}

/** A gift link: `?gift` with any value but 0/false/empty. */
export function isGiftLink(search: string): boolean {
  const value = new URLSearchParams(search).get(GIFT_QUERY)
  return value !== null && !['', '0', 'false'].includes(value.toLowerCase())
}

/**
 * What main does on arrival: a gift link marks; a signed-in player with a marker is redirected once
 * (the marker goes). Answers true when main should send the player to the gifts page.
 */
export function takeGiftRedirect(
  storage: MarkerStorage,
  { search, isLoggedIn }: { search: string; isLoggedIn: boolean },
) {
  if (isGiftLink(search)) storeGiftMarker(storage)
  if (!isLoggedIn) return false
  try {
    if (!storage.getItem(GIFT_MARKER_KEY)) return false
    storage.removeItem(GIFT_MARKER_KEY)
    return true
  } catch {
    return false
  }
}
