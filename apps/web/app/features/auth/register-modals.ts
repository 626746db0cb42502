// Registers the auth dialogs with the modal host (shell/modal-registry). Each loads on first open;
// the names 'sign-in', 'sign-up', 'remind', 'new-password' are what the hashes open (spec 1 §2).
// Other issues open 'personal-info' (with `next`) before the cashbox or real play. The auth screens
// form one group: opening one (a new hash, a link) closes the other (issue #9 item 12).
import { lazy } from 'react'
import { registerModal } from '../../shell/modal-registry'

const load = () => import('./components/auth-modals')
const AUTH_SCREEN = { group: 'auth-screen' }

registerModal(
  'sign-in',
  lazy(() => load().then((m) => ({ default: m.SignInModal }))),
  AUTH_SCREEN,
)
registerModal(
  'sign-up',
  lazy(() => load().then((m) => ({ default: m.SignUpModal }))),
  AUTH_SCREEN,
)
registerModal(
  'remind',
  lazy(() => load().then((m) => ({ default: m.RemindModal }))),
  AUTH_SCREEN,
)
registerModal(
  'new-password',
  lazy(() => load().then((m) => ({ default: m.NewPasswordModal }))),
  AUTH_SCREEN,
)
registerModal(
  'email-verify',
  lazy(() => load().then((m) => ({ default: m.EmailVerifyModal }))),
  AUTH_SCREEN,
)
registerModal(
  'confirmation',
  lazy(() => load().then((m) => ({ default: m.ConfirmationModal }))),
  AUTH_SCREEN,
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
