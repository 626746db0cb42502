// State derived from the postal code when a profile is saved with an empty state (spec 1 §4):
// Canada by the first letter of the postal code, Australia by numeric postcode ranges.

/** Canada Post's forward sortation area letter → province or territory code (spec 1 §4). */
export const CA_PROVINCE_BY_LETTER: Readonly<Record<string, string>> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  // X is shared by the Northwest Territories and Nunavut; the letter alone cannot tell them
  // apart, so we choose NT (the larger population) and the player can correct it.
  X: 'NT',
  Y: 'YT',
}

/** Australian postcode ranges, inclusive, → state or territory code (spec 1 §4). */
export const AU_STATE_RANGES: readonly { from: number; to: number; state: string }[] = [
  { from: 200, to: 299, state: 'ACT' },
  { from: 800, to: 999, state: 'NT' },
  { from: 1000, to: 2599, state: 'NSW' },
  { from: 2600, to: 2618, state: 'ACT' },
  { from: 2619, to: 2899, state: 'NSW' },
  { from: 2900, to: 2920, state: 'ACT' },
  { from: 2921, to: 2999, state: 'NSW' },
  { from: 3000, to: 3999, state: 'VIC' },
  { from: 4000, to: 4999, state: 'QLD' },
  { from: 5000, to: 5999, state: 'SA' },
  { from: 6000, to: 6999, state: 'WA' },
  { from: 7000, to: 7999, state: 'TAS' },
  { from: 8000, to: 8999, state: 'VIC' },
  { from: 9000, to: 9999, state: 'QLD' },
]

/** Canadian province from the first letter of the postal code (any case, leading spaces ignored). */
export function canadianProvince(postalCode: string): string | null {
  const letter = postalCode.trim().charAt(0).toUpperCase()
  return CA_PROVINCE_BY_LETTER[letter] ?? null
}

/**
 * Australian state from the postcode. Three digits are read as a postcode whose leading zero was
 * dropped ('800' = 0800), a common way to type NT and ACT postcodes.
 */
export function australianState(postalCode: string): string | null {
  const text = postalCode.trim()
  if (!/^\d{3,4}$/.test(text)) return null
  const n = Number(text)
  return AU_STATE_RANGES.find((r) => n >= r.from && n <= r.to)?.state ?? null
}

/** spec 1 §4: state for Canada and Australia from the postal code; null for other countries or unknown codes. */
export function deriveState(
  country: string | null | undefined,
  postalCode: string | null | undefined,
): string | null {
  if (!postalCode) return null
  switch ((country ?? '').trim().toUpperCase()) {
    case 'CA':
      return canadianProvince(postalCode)
    case 'AU':
      return australianState(postalCode)
    default:
      return null
  }
}

/** spec 1 §4: the state to save — derived only when the state is empty and a postal code is given; else null (keep). */
export function stateToSave({
  country,
  postalCode,
  state,
}: {
  country: string | null | undefined
  postalCode: string | null | undefined
  state: string | null | undefined
}): string | null {
  if (state && state.trim() !== '') return null
  if (!postalCode || postalCode.trim() === '') return null
  return deriveState(country, postalCode)
}
