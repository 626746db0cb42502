// The one dialog look: Radix Dialog (focus trap, Escape, title wiring) with our overlay and panel.
import * as RadixDialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import { useTranslation } from '../lib/translate'
import { Button } from './button'
import styles from './dialog.module.css'
import { Icon } from './icon'

export interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  size?: 'sm' | 'md' | 'lg'
  /** Blocking dialogs ignore Escape and outside clicks and show no close button. */
  blocking?: boolean
  /** Fill the whole screen on phones (auth screens, spec 1 §2 "full-screen modals"). */
  fullScreenOnPhone?: boolean
  /** A line above the title (a step of a two-step form). */
  eyebrow?: ReactNode
  children: ReactNode
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  blocking,
  fullScreenOnPhone,
  eyebrow,
  children,
}: DialogProps) {
  const { t } = useTranslation()
  const prevent = blocking ? (event: Event) => event.preventDefault() : undefined
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={`${styles.content} ${styles[size]} ${fullScreenOnPhone ? styles.fullScreen : ''}`}
          onEscapeKeyDown={prevent}
          onPointerDownOutside={prevent}
          onInteractOutside={prevent}
          // Radix links a Description itself; without one, opt out explicitly (no dangling reference).
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
                <Button variant="icon" className={styles.close} aria-label={t('shell.close')}>
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
