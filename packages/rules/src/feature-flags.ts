// Feature flags: the list, defaults (all off) and the local override stored by the /ffc screen.
// Implements spec 1 §1 (feature flags, local override, configuration screen) and spec 2 §2.1 (/ffc).

export const FEATURE_FLAGS = [
  'techWork',
  'compPoints',
  'abRegistration',
  'mysticJackpots',
  'testQuests',
  'allWidgets',
  'allProviders',
] as const // spec 1 §1
export type FeatureFlag = (typeof FEATURE_FLAGS)[number]
export type FeatureFlags = Record<FeatureFlag, boolean>
export type FeatureFlagOverrides = Partial<FeatureFlags>

export const FLAG_OVERRIDE_STORAGE_KEY = 'croupier.ffc' // spec 1 §1: a local override is possible

/** Labels for the configuration screen (spec 1 §1). */
export const FEATURE_FLAG_LABELS: Readonly<Record<FeatureFlag, string>> = {
  techWork: 'Tech work',
  compPoints: 'Comp points',
  abRegistration: 'A/B registration',
  mysticJackpots: 'Mystic jackpots',
  testQuests: 'Test quests',
  allWidgets: 'All widgets',
  allProviders: 'All providers',
}

export function isFeatureFlag(x: string): x is FeatureFlag {
  return (FEATURE_FLAGS as readonly string[]).includes(x)
}

/** Every flag defaults to off (spec 1 §1). */
export function defaultFlags(): FeatureFlags {
  return Object.fromEntries(FEATURE_FLAGS.map((f) => [f, false])) as FeatureFlags
}

/** Only known flags with boolean values of an object; anything else is dropped. */
function knownOverrides(input: unknown): FeatureFlagOverrides {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return {}
  const out: FeatureFlagOverrides = {}
  for (const flag of FEATURE_FLAGS) {
    const value = (input as Record<string, unknown>)[flag]
    if (typeof value === 'boolean') out[flag] = value
  }
  return out
}

/**
 * The spec's defaults (all off), then the brand's defaults (ADR 040: the reference brand turns on
 * compPoints), then the local override; unknown keys and non-boolean values are ignored.
 */
export function resolveFlags(
  overrides: Partial<Record<string, unknown>> | null | undefined,
  brandDefaults?: Partial<Record<string, unknown>> | null,
): FeatureFlags {
  return { ...defaultFlags(), ...knownOverrides(brandDefaults), ...knownOverrides(overrides) }
}

/** JSON for FLAG_OVERRIDE_STORAGE_KEY, in FEATURE_FLAGS order, known boolean flags only. */
export function serialiseOverrides(overrides: Partial<Record<string, unknown>>): string {
  return JSON.stringify(knownOverrides(overrides))
}

/** Reads the stored override; null, malformed JSON or non-object values give no overrides. */
export function parseOverrides(json: string | null | undefined): FeatureFlagOverrides {
  if (typeof json !== 'string' || json === '') return {}
  try {
    return knownOverrides(JSON.parse(json))
  } catch {
    return {}
  }
}
