// Sign-in state rules of spec 1 §4: logged flag, terms popup, unconfirmed-email notice, the EE
// first-login popup, the EE session timer and the post-login load batch.

/** spec 1 §4: logged in when the profile has loaded with an id. */
export function isLoggedIn(profile: { id?: unknown } | null | undefined): boolean {
  if (!profile) return false
  const { id } = profile
  return id !== null && id !== undefined && id !== ''
}

/** spec 1 §4: the terms popup is forced when terms_acceptance is in auth_fields_missed. */
export function needsTermsAcceptance(
  user: { auth_fields_missed?: readonly string[] | null } | null | undefined,
): boolean {
  return user?.auth_fields_missed?.includes('terms_acceptance') ?? false
}

/** spec 1 §4: a user without confirmed_at gets the header notice with a resend link. */
export function hasUnconfirmedEmail(user: { confirmed_at?: string | null } | null | undefined): boolean {
  if (!user) return false
  return user.confirmed_at === null || user.confirmed_at === undefined || user.confirmed_at === ''
}

/** Local-storage key of the "EE first-login popup was shown" flag; cleared on logout (spec 1 §4). */
export const EE_FIRST_LOGIN_STORAGE_KEY = 'croupier.ee-first-login-shown'

/**
 * spec 1 §4: the EE first-login popup shows under the EE licence unless the local flag says it
 * was shown. Any stored value other than empty or 'false' counts as shown.
 */
export function shouldShowEeFirstLogin({
  licence,
  storedFlag,
}: {
  licence: string | null | undefined
  storedFlag: string | boolean | null | undefined
}): boolean {
  if (licence !== 'EE') return false
  const shown =
    storedFlag === true || (typeof storedFlag === 'string' && storedFlag !== '' && storedFlag !== 'false')
  return !shown
}

/** Local-storage key of the EE session timer's seconds, saved on unload and removed on logout (spec 1 §4). */
export const SESSION_TIMER_STORAGE_KEY = 'croupier.session-timer'

/** spec 1 §4: the session timer runs for logged-in players under the EE licence. */
export function isSessionTimerActive({
  licence,
  loggedIn,
}: {
  licence: string | null | undefined
  loggedIn: boolean
}): boolean {
  return licence === 'EE' && loggedIn
}

/** spec 1 §4: hh:mm:ss; hours are not wrapped at 24 ('25:00:01'); negative or non-finite counts as 0. */
export function formatSessionTimer(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(h)}:${pad(m)}:${pad(s)}`
}

/** Reads the stored timer seconds back; anything unreadable restarts the timer at 0. */
export function parseStoredSessionSeconds(stored: string | null | undefined): number {
  if (!stored || !/^\d+$/.test(stored.trim())) return 0
  const n = Number(stored.trim())
  return Number.isSafeInteger(n) ? n : 0
}

/** spec 1 §4: what loads after sign-in, once the profile is in, in the spec's order. */
export const POST_LOGIN_BATCH = [
  'balance',
  'compPoints',
  'bonuses',
  'gifts',
  'freeSpins',
  'limits',
  'tournaments',
  'rates',
  'favourites',
  'lootboxes',
  'lastGames',
  'settings',
  'stats',
  'subscriptions',
] as const

export type PostLoginLoad = (typeof POST_LOGIN_BATCH)[number]
