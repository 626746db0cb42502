// What the limits feature adds to the post-login batch: the `limits` step (spec 1 §4). Its code
// loads on first use only (lazy.tsx), so a guest's lobby carries just these few lines.
import type { PostLoginLoads } from '../../lib/player-session'

export const limitsPostLoginLoads = {
  limits: async () => (await import('./lazy')).loadLimits(),
} satisfies PostLoginLoads
