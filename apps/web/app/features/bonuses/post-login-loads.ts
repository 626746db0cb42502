// What the bonuses feature adds to the post-login batch (spec 1 §4): bonuses, gifts (the config that
// shapes them: labels, order, operator gifts) and free spins, into the gifts store. The store's code
// loads on first use only, so a guest's lobby carries just these lines.
import type { PostLoginLoads } from '../../lib/player-session'

const work = () => import('./model/gifts-store')

export const bonusesPostLoginLoads = {
  bonuses: async () => (await work()).loadBonuses(),
  gifts: async () => (await work()).loadGiftsConfig(),
  freeSpins: async () => (await work()).loadFreeSpins(),
} satisfies PostLoginLoads
