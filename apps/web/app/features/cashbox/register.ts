// Registers the cashbox as the `cashbox` modal (shell/modal-registry): the game frame's "open
// cashbox" opens it over the game, and so do the cashbox routes (header Deposit, the wallet menu)
// while the game page keeps itself mounted (lib/dialog-routes). The dialog's code loads on first open.
import { lazy } from 'react'
import { registerDialogRoute } from '../../lib/dialog-routes'
import { registerModal } from '../../shell/modal-registry'
import { cashboxModalFor } from './model/cashbox-route'

registerModal(
  'cashbox',
  lazy(() => import('./components/cashbox-modal')),
)
registerDialogRoute(cashboxModalFor)
