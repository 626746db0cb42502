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
  children: ReactNode
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  blocking,
  children,
}: DialogProps) {
  const { t } = useTranslation()
  const prevent = blocking ? (event: Event) => event.preventDefault() : undefined
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={`${styles.content} ${styles[size]}`}
          onEscapeKeyDown={prevent}
          onPointerDownOutside={prevent}
          onInteractOutside={prevent}
          // Radix links a Description itself; without one, opt out explicitly (no dangling reference).
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <div>
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
