// The game page's rules (spec 1 §2 game item, §4 random game; spec 2 §2.8, §5): play URLs, the
// default mode, the currency lock, the provider context's profile fields and the random-game retry.
import { isCrypto } from './currency.ts'

export type PlayMode = 'real' | 'demo'

/** spec 1 §4: the random-game lookup retries up to 10 times until a game passes provider restrictions. */
export const RANDOM_GAME_ATTEMPTS = 10

/** `/play/{producer}/{name}?mode=real|demo`; `name` is the game's seo_title (spec 1 §2). */
export function playPath(game: { provider: string; seo_title: string }, mode: PlayMode): string {
  return `/play/${encodeURIComponent(game.provider)}/${encodeURIComponent(game.seo_title)}?mode=${mode}`
}

/** The `mode` query as given, else real for a player and demo for a guest when the game has one. */
export function playModeOf(
  query: string | null,
  { isLoggedIn, hasDemoMode }: { isLoggedIn: boolean; hasDemoMode: boolean },
): PlayMode {
  if (query === 'real' || query === 'demo') return query
  return !isLoggedIn && hasDemoMode ? 'demo' : 'real'
}

/** spec 2 §5: unsupported when the player's currency has no id in the game's currencies, unless crypto. */
export function isGameCurrencySupported(
  currencies: Readonly<Record<string, unknown>>,
  currency: string,
): boolean {
  if (isCrypto(currency)) return true
  return currencies[currency.toUpperCase()] !== undefined
}

/** The player-fields context of a game provider (contract info/get-player-fields). */
export function providerContext(provider: string): string {
  return `provider:${provider}`
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
}

/**
 * spec 1 §2, spec 2 §2.8: the required fields of the provider's context that the player has left
 * empty; any of them forces the profile-completion popup before real play.
 */
export function missingProviderFields(
  contexts: Readonly<Record<string, readonly { field: string; required: boolean }[]>>,
  provider: string,
  player: Readonly<Record<string, unknown>>,
): string[] {
  const fields = contexts[providerContext(provider)] ?? []
  return fields.filter((entry) => entry.required && isEmpty(player[entry.field])).map((entry) => entry.field)
}

/**
 * spec 1 §4: asks for a random game up to RANDOM_GAME_ATTEMPTS times until one passes `isLaunchable`;
 * null when none did (the caller logs it). A failed ask counts as an attempt.
 */
export async function findLaunchableGame<G>(
  fetchRandom: () => Promise<G | null>,
  isLaunchable: (game: G) => boolean,
  attempts = RANDOM_GAME_ATTEMPTS,
): Promise<G | null> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const game = await fetchRandom().catch(() => null)
    if (game !== null && isLaunchable(game)) return game
  }
  return null
}
