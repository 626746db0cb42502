// The full-screen dialog every auth screen lives in (spec 1 §2: login, registration, remind,
// new-password, email-verify, confirmation "open as full-screen modals"): the shared dialog, filling
// the screen on phones and a centred panel on wider screens, closed through `onClose`.
import type { ReactNode } from 'react'
import { Dialog } from '../../../ui/dialog'

export interface AuthDialogProps {
  title: ReactNode
  /** Short text under the title, wired as the dialog's description. */
  description?: ReactNode
  onClose: () => void
  /** Blocking dialogs ignore Escape and outside clicks and show no close button (terms, personal info). */
  blocking?: boolean
  size?: 'sm' | 'md'
  /** A line above the title (a step of a two-step form). */
  eyebrow?: ReactNode
  children: ReactNode
}

export function AuthDialog({ onClose, blocking = false, size = 'sm', ...rest }: AuthDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !blocking && onClose()}
      blocking={blocking}
      size={size}
      fullScreenOnPhone
      {...rest}
    />
  )
}
