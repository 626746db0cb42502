// The catalogue for other modules: the launch check the game engine runs before a session starts.
import type { Game } from '@croupier/contract/catalogue/game'
import type { Database } from '../../db/client.ts'
import { HttpError } from '../../http/errors.ts'
import { blockedProviderIds, notFound, toGame } from './audience.ts'
import * as repo from './catalogue.repository.ts'

export { toGame } from './audience.ts'

export type Launchability =
  | { launchable: true; game: Game }
  | { launchable: false; reason: 'GAME_NOT_FOUND' | 'PROVIDER_RESTRICTED' }

/**
 * Whether a game may start in a country (spec 1 §6): blocked providers are refused, not only
 * hidden. The engine calls this before every game session. Neither bots nor the all-providers
 * flag bypass it: they widen what is listed, never what is played.
 */
export async function launchable(db: Database, gameId: number, country: string): Promise<Launchability> {
  const row = await repo.findGameById(db, gameId)
  if (!row) return { launchable: false, reason: 'GAME_NOT_FOUND' }
  const blocked = await blockedProviderIds(db, { country, isBot: false, allProviders: false })
  if (blocked.includes(row.providerId)) return { launchable: false, reason: 'PROVIDER_RESTRICTED' }
  return { launchable: true, game: toGame(row) }
}

/** launchable() as a guard: 404 GAME_NOT_FOUND or 403 PROVIDER_RESTRICTED. */
export async function assertLaunchable(db: Database, gameId: number, country: string): Promise<Game> {
  const result = await launchable(db, gameId, country)
  if (result.launchable) return result.game
  if (result.reason === 'GAME_NOT_FOUND') throw notFound()
  throw new HttpError(403, 'PROVIDER_RESTRICTED', 'This provider is not available in your country.')
}
