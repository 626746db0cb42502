// Registers the auth dialogs with the modal host (shell/modal-registry). Each loads on first open;
// the names 'sign-in', 'sign-up', 'remind', 'new-password' are what the hashes open (spec 1 §2).
// Other issues open 'personal-info' (with `next`) before the cashbox or real play.
import { lazy } from 'react'
import { registerModal } from '../../shell/modal-registry'

const load = () => import('./components/auth-modals')

registerModal(
  'sign-in',
  lazy(() => load().then((m) => ({ default: m.SignInModal }))),
)
registerModal(
  'sign-up',
  lazy(() => load().then((m) => ({ default: m.SignUpModal }))),
)
registerModal(
  'remind',
  lazy(() => load().then((m) => ({ default: m.RemindModal }))),
)
registerModal(
  'new-password',
  lazy(() => load().then((m) => ({ default: m.NewPasswordModal }))),
)
registerModal(
  'email-verify',
  lazy(() => load().then((m) => ({ default: m.EmailVerifyModal }))),
)
registerModal(
  'confirmation',
  lazy(() => load().then((m) => ({ default: m.ConfirmationModal }))),
)
registerModal(
  'licence-blocked',
  lazy(() => load().then((m) => ({ default: m.LicenceBlockedModal }))),
)
registerModal(
  'terms',
  lazy(() => load().then((m) => ({ default: m.TermsModal }))),
)
registerModal(
  'personal-info',
  lazy(() => load().then((m) => ({ default: m.PersonalInfoModal }))),
)
registerModal(
  'ee-first-login',
  lazy(() => load().then((m) => ({ default: m.EeFirstLoginModal }))),
)
