// The modal catalogue (ADR 029): every dialog the modal host can open, by name, with the props it
// opens with. Names and props live here so any layer can open a dialog through `openModal`; the
// lazy components are wired by the shell (shell/modal-components.ts), which the compiler holds to
// exactly these names and props.

/** The auth screens' open-time props: the page to return to and the link's query (tokens, email). */
export interface AuthScreenProps {
  redirect?: string
  reset_password_token?: string
  confirmation_token?: string
  email?: string
}

/** A dialog opened without props. */
type NoProps = Record<string, never>

/** The cashbox steps a dialog can open on (spec 1 §2 cashbox paths). */
export type CashboxModalStep = 'dashboard' | 'deposit' | 'withdraw' | 'history' | 'one-click'

export interface ModalCatalogue {
  search: NoProps
  support: NoProps
  'pwa-install': NoProps
  'sign-in': AuthScreenProps
  'sign-up': AuthScreenProps
  remind: AuthScreenProps
  'new-password': AuthScreenProps
  'email-verify': AuthScreenProps
  confirmation: AuthScreenProps
  'licence-blocked': NoProps
  terms: NoProps
  /** Blocks until the profile is complete, then goes to `next` (the cashbox, real play). */
  'personal-info': { next?: string }
  'ee-first-login': NoProps
  cashbox: { step?: CashboxModalStep; amountProp?: number }
  /** The limits popup (spec 1 §2 popups). */
  limits: NoProps
  /** The was-shown group paired with the player's target group (859 or 1056). */
  'new-provider': { shownGroup: number }
  /** The VIP support popup with the player's manager contacts (spec 2 §2.8). */
  'vip-support': NoProps
}

export type ModalName = keyof ModalCatalogue

/** What a dialog's component receives: its open-time props plus a way to close itself. */
export type ModalProps<N extends ModalName> = (ModalCatalogue[N] extends NoProps
  ? unknown
  : ModalCatalogue[N]) & {
  onClose: (options?: { immediate?: boolean }) => void
}

/** One dialog with its props, as the stack, hashes and dialog routes carry it. */
export type ModalRequest = { [N in ModalName]: { name: N; props: ModalCatalogue[N] } }[ModalName]

// Dialogs of one group replace each other instead of stacking (issue #9 item 12: one auth dialog).
const AUTH_SCREEN = 'auth-screen'
const GROUPS: Partial<Record<ModalName, string>> = {
  'sign-in': AUTH_SCREEN,
  'sign-up': AUTH_SCREEN,
  remind: AUTH_SCREEN,
  'new-password': AUTH_SCREEN,
  'email-verify': AUTH_SCREEN,
  confirmation: AUTH_SCREEN,
}

export function modalGroup(name: ModalName): string | undefined {
  return GROUPS[name]
}
