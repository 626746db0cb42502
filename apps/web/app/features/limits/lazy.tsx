// The limits feature's code behind register.ts, loaded after sign-in or when the popup first opens.
// The popup's own code is one more lazy step, so the lobby's chunk lists only this module's few
// dependencies (React refuses a lazy component resolving to another lazy one: hence the wrapper).
import { lazy } from 'react'
import type { ModalProps } from '../../lib/modals/catalogue'

export { loadLimits } from './model/limits-store'

const Dialog = lazy(() => import('./components/limits-dialog'))

/** Suspends in the modal host's Suspense until the popup's code is in. */
export function LimitsDialog(props: ModalProps<'limits'>) {
  return <Dialog {...props} />
}
