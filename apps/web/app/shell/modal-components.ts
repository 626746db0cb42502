// The modal catalogue's components (ADR 029): one lazy component per name of lib/modals/catalogue,
// each loading its code on first open. The mapped type makes a missing name, an extra one or a
// component that does not take its name's props a type error.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import type { ModalName, ModalProps } from '../lib/modals/catalogue'

type ModalComponents = { [N in ModalName]: LazyExoticComponent<ComponentType<ModalProps<N>>> }

const auth = () => import('../features/auth/components/auth-modals')
const limits = () => import('../features/limits/lazy')

export const MODAL_COMPONENTS: ModalComponents = {
  search: lazy(() => import('../features/search/components/search-dialog')),
  support: lazy(() => import('../features/support/components/support-dialog')),
  'pwa-install': lazy(() => import('../features/pwa/components/pwa-install-dialog')),
  'sign-in': lazy(async () => ({ default: (await auth()).SignInModal })),
  'sign-up': lazy(async () => ({ default: (await auth()).SignUpModal })),
  remind: lazy(async () => ({ default: (await auth()).RemindModal })),
  'new-password': lazy(async () => ({ default: (await auth()).NewPasswordModal })),
  'email-verify': lazy(async () => ({ default: (await auth()).EmailVerifyModal })),
  confirmation: lazy(async () => ({ default: (await auth()).ConfirmationModal })),
  'licence-blocked': lazy(async () => ({ default: (await auth()).LicenceBlockedModal })),
  terms: lazy(async () => ({ default: (await auth()).TermsModal })),
  'personal-info': lazy(async () => ({ default: (await auth()).PersonalInfoModal })),
  'ee-first-login': lazy(async () => ({ default: (await auth()).EeFirstLoginModal })),
  cashbox: lazy(() => import('../features/cashbox/components/cashbox-modal')),
  limits: lazy(async () => ({ default: (await limits()).LimitsDialog })),
  'new-provider': lazy(() => import('../features/new-provider/components/new-provider-dialog')),
  'vip-support': lazy(() => import('../features/vip/components/vip-support-dialog')),
}
