// What the tournaments feature adds to the post-login batch (spec 1 §4): the player's tournaments,
// into their store. The store's code loads on first use only.
import type { PostLoginLoads } from '../../lib/player-session'

export const tournamentsPostLoginLoads = {
  tournaments: async () => (await import('./model/player-tournaments-store')).loadPlayerTournaments(),
} satisfies PostLoginLoads
