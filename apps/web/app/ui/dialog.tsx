// The one dialog look: Radix Dialog (focus trap, Escape, title wiring) with our overlay and panel.
import * as RadixDialog from '@radix-ui/react-dialog'
import type { HTMLAttributes, KeyboardEventHandler, ReactNode } from 'react'
import { useTranslation } from '../lib/translate'
import { Button } from './button'
import styles from './dialog.module.css'
import { Icon } from './icon'

export interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  /** 'screen': the whole screen below 720 px, a large panel above (cashbox, search; spec 1 §2). */
  size?: 'sm' | 'md' | 'lg' | 'screen'
  /** With size 'screen' on wide screens: a centred panel of fixed height, or one near the top. */
  placement?: 'center' | 'top'
  /** Blocking dialogs ignore Escape and outside clicks and show no close button. */
  blocking?: boolean
  /** False: an outside click does not close it; Escape and the close button still do. */
  closeOnOutsideClick?: boolean
  /** Fill the whole screen on phones (auth screens, spec 1 §2 "full-screen modals"). */
  fullScreenOnPhone?: boolean
  /** A line above the title (a step of a two-step form). */
  eyebrow?: ReactNode
  /** Under the title, not announced as the description (the cashbox's balance). */
  subtitle?: ReactNode
  /** Between the header and the scrolling body (tabs, a search form). */
  toolbar?: ReactNode
  /** Accessible name of the close button; "Close" by default. */
  closeLabel?: string
  /** Attributes of the scrolling body (a tab panel's role and ids). */
  bodyProps?: HTMLAttributes<HTMLDivElement>
  onOpenAutoFocus?: (event: Event) => void
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>
  children: ReactNode
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  placement = 'center',
  blocking,
  closeOnOutsideClick = true,
  fullScreenOnPhone,
  eyebrow,
  subtitle,
  toolbar,
  closeLabel,
  bodyProps,
  onOpenAutoFocus,
  onKeyDown,
  children,
}: DialogProps) {
  const { t } = useTranslation()
  const prevent = (event: Event) => event.preventDefault()
  const preventOutside = blocking || !closeOnOutsideClick ? prevent : undefined
  const variant = size === 'screen' ? `${styles.screen} ${placement === 'top' ? styles.top : ''}` : ''
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={`${styles.content} ${styles[size]} ${variant} ${fullScreenOnPhone ? styles.fullScreen : ''}`}
          onEscapeKeyDown={blocking ? prevent : undefined}
          onPointerDownOutside={preventOutside}
          onInteractOutside={preventOutside}
          onOpenAutoFocus={onOpenAutoFocus}
          onKeyDown={onKeyDown}
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
              {subtitle ? <div className={styles.subtitle}>{subtitle}</div> : null}
            </div>
            {blocking ? null : (
              <RadixDialog.Close asChild>
                <Button variant="icon" className={styles.close} aria-label={closeLabel ?? t('shell.close')}>
                  <Icon name="close" />
                </Button>
              </RadixDialog.Close>
            )}
          </div>
          {toolbar}
          <div {...bodyProps} className={styles.body}>
            {children}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
