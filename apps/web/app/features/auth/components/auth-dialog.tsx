// The full-screen dialog every auth screen lives in (spec 1 §2: login, registration, remind,
// new-password, email-verify, confirmation "open as full-screen modals"): Radix Dialog for the focus
// trap, Escape and the title, filling the screen on phones and a centred panel on wider screens.
import * as RadixDialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import { useTranslation } from '../../../lib/translate'
import { Button } from '../../../ui/button'
import { Icon } from '../../../ui/icon'
import styles from './auth-dialog.module.css'

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

export function AuthDialog({
  title,
  description,
  onClose,
  blocking = false,
  size = 'sm',
  eyebrow,
  children,
}: AuthDialogProps) {
  const { t } = useTranslation()
  const prevent = blocking ? (event: Event) => event.preventDefault() : undefined
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && !blocking && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={`${styles.content} ${styles[size]}`}
          onEscapeKeyDown={prevent}
          onPointerDownOutside={prevent}
          onInteractOutside={prevent}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <div className={styles.heading}>
              {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className={styles.description}>
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            {blocking ? null : (
              <RadixDialog.Close asChild>
                <Button variant="icon" aria-label={t('shell.close')}>
                  <Icon name="close" />
                </Button>
              </RadixDialog.Close>
            )}
          </div>
          <div className={styles.body}>{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
