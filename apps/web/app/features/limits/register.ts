// What the limits feature adds to every page: the `limits` step of the post-login batch (spec 1 §4)
// and the `limits` popup (spec 1 §2 popups). Their code loads on first use only (lazy.ts), so a
// guest's lobby carries just these few lines.
import { lazy } from 'react'
import { registerPostLoginLoad } from '../../lib/player-session'
import { registerModal } from '../../shell/modal-registry'

/** The popup's name for `emit('open-modal', { name: LIMITS_MODAL })`. */
export const LIMITS_MODAL = 'limits'

const work = () => import('./lazy')

registerPostLoginLoad('limits', async () => (await work()).loadLimits())
registerModal(
  LIMITS_MODAL,
  lazy(async () => ({ default: (await work()).LimitsDialog })),
)
