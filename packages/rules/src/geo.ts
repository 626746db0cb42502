// Geo restrictions: partial and full countries, what a restricted guest may open, auth button states.
// Implements spec 1 §1 (geo restrictions), §2 (restricted guests), §5 (button rules); spec 2 §2.2, §6.

export const FULLY_RESTRICTED_COUNTRIES = ['CW', 'EE', 'BY', 'LV', 'PL', 'RU', 'UA', 'CY'] as const // spec 1 §1

export type GeoRestriction = 'none' | 'partial' | 'full'

export const RESTRICTED_REGISTRATION_MESSAGE = 'Registration restricted in your country' // spec 1 §2
export const RESTRICTED_LOGIN_MESSAGE = 'Login not available in your country' // spec 1 §2

/** Pages a restricted-region guest cannot open (spec 1 §2, spec 2 §6). */
export const RESTRICTED_GUEST_BLOCKED_PAGES = [
  'sign-in',
  'sign-up',
  'remind',
  'new-password',
  'email-verify',
  'game',
] as const // spec 1 §2
export type RestrictedGuestBlockedPage = (typeof RESTRICTED_GUEST_BLOCKED_PAGES)[number]

function code(country: string | null | undefined): string {
  return typeof country === 'string' ? country.trim().toUpperCase() : ''
}

/**
 * Restriction of a country. A fully restricted country wins over a partial listing. The full list may
 * be overridden by brand configuration; it defaults to the spec's list.
 */
export function geoRestriction(
  country: string,
  partialCountries: readonly string[],
  fullCountries: readonly string[] = FULLY_RESTRICTED_COUNTRIES,
): GeoRestriction {
  const c = code(country)
  if (c === '') return 'none'
  if (fullCountries.some((x) => code(x) === c)) return 'full'
  if (partialCountries.some((x) => code(x) === c)) return 'partial'
  return 'none'
}

/** Partial restricts guests only (spec 1 §1); full treats everyone, logged in or not, as a restricted guest. */
export function isGuestRestricted(restriction: GeoRestriction, isLoggedIn: boolean): boolean {
  if (restriction === 'full') return true
  if (restriction === 'partial') return !isLoggedIn
  return false
}

/** Sign-in, sign-up, remind, new-password and email-verify dialogs are closed to restricted guests (spec 1 §2). */
export function canOpenAuthDialogs({
  restriction,
  isLoggedIn,
}: {
  restriction: GeoRestriction
  isLoggedIn: boolean
}): boolean {
  return !isGuestRestricted(restriction, isLoggedIn)
}

/** Whether a page may be opened; only RESTRICTED_GUEST_BLOCKED_PAGES are closed to restricted guests. */
export function canOpenPage(
  page: string,
  { restriction, isLoggedIn }: { restriction: GeoRestriction; isLoggedIn: boolean },
): boolean {
  const blocked = (RESTRICTED_GUEST_BLOCKED_PAGES as readonly string[]).includes(page)
  return !blocked || !isGuestRestricted(restriction, isLoggedIn)
}

/**
 * Header login and registration buttons for a guest (spec 1 §5, spec 2 §2.2): both disabled in a
 * partially restricted geo; registration also disabled in EE geo. A fully restricted geo is at least as
 * strict as a partial one, so both are disabled there too.
 */
export function authButtonsState({
  restriction,
  geoIsEE,
}: {
  restriction: GeoRestriction
  geoIsEE: boolean
}): { loginDisabled: boolean; registrationDisabled: boolean } {
  const restricted = restriction !== 'none'
  return { loginDisabled: restricted, registrationDisabled: restricted || geoIsEE }
}

/**
 * Restriction as the visitor lives it. The spec lists EE among the fully restricted countries yet
 * serves Estonian players under the EE licence (spec 1 §1, §5): on a site running the EE licence an
 * Estonian visitor is not restricted — they may sign in, while registration stays disabled for EE
 * geo guests through `authButtonsState`. Everywhere else the listing applies as is (ADR 008).
 */
export function effectiveGeoRestriction({
  country,
  partialCountries,
  licence,
  fullCountries = FULLY_RESTRICTED_COUNTRIES,
}: {
  country: string
  partialCountries: readonly string[]
  licence: string
  fullCountries?: readonly string[]
}): GeoRestriction {
  if (code(country) === 'EE' && licence === 'EE') return 'none'
  return geoRestriction(country, partialCountries, fullCountries)
}
