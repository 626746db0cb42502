// Registers the cashbox as the `cashbox` modal (shell/modal-registry): the game frame's "open
// cashbox" opens it over the game. The dialog's code loads on first open only.
import { lazy } from 'react'
import { registerModal } from '../../shell/modal-registry'

registerModal(
  'cashbox',
  lazy(() => import('./components/cashbox-modal')),
)
