// What the account feature adds to the post-login batch (spec 1 §4): balance, settings, stats and
// subscriptions. Each entry imports its work on demand, keeping the lobby's initial JS small; the
// shell composes every feature's entries (shell/post-login-loads.ts).
import type { PostLoginLoads } from '../../lib/player-session'

const work = () => import('./post-login')

export const accountPostLoginLoads = {
  balance: async (context) => (await work()).loadBalance(context),
  settings: async (context) => (await work()).loadSettings(context),
  stats: async (context) => (await work()).loadStats(context),
  subscriptions: async (context) => (await work()).loadSubscriptions(context),
} satisfies PostLoginLoads
