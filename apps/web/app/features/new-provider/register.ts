// The new-provider popup's registrations: its dialog (loaded on first open) and its session flag,
// which logout wipes with the player's other session data so the next player gets their own.
import { lazy } from 'react'
import { registerPlayerSessionKey } from '../../lib/player-session'
import { registerModal } from '../../shell/modal-registry'
import { NEW_PROVIDER_SESSION_KEY } from './model/eligibility'

registerModal(
  'new-provider',
  lazy(() => import('./components/new-provider-dialog')),
)
registerPlayerSessionKey(NEW_PROVIDER_SESSION_KEY)
