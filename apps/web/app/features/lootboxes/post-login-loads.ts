// What the lootboxes feature adds to the post-login batch (spec 1 §4): the player's lootboxes, into
// the lootboxes store. The store's code loads on first use only.
import type { PostLoginLoads } from '../../lib/player-session'

export const lootboxesPostLoginLoads = {
  lootboxes: async () => (await import('./model/lootboxes-store')).loadLootboxes(),
} satisfies PostLoginLoads
