// Dialogs of the foundation issue. Later issues register theirs the same way from their own modules.
import { lazy } from 'react'
import { registerModal } from './modal-registry'

registerModal(
  'search',
  lazy(() => import('../features/search/components/search-dialog')),
)
registerModal(
  'support',
  lazy(() => import('../features/support/components/support-dialog')),
)
registerModal(
  'pwa-install',
  lazy(() => import('../features/pwa/components/pwa-install-dialog')),
)
