// What the limits feature adds to every page: the `limits` step of the post-login batch (spec 1 §4).
// Its code loads on first use only (lazy.tsx), so a guest's lobby carries just these few lines.
import { registerPostLoginLoad } from '../../lib/player-session'

registerPostLoginLoad('limits', async () => (await import('./lazy')).loadLimits())
