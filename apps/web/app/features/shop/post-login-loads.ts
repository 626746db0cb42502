// What the shop adds to the post-login batch (spec 1 §4): the comp points and the earning rates.
// The store's code loads on first use only.
import type { PostLoginLoads } from '../../lib/player-session'

const store = () => import('./model/comp-points-store')

export const shopPostLoginLoads = {
  compPoints: async () => (await store()).loadCompPoints(),
  rates: async () => (await store()).loadCompPointRates(),
} satisfies PostLoginLoads
