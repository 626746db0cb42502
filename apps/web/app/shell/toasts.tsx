// The toast region: feeds `toast` events into the store and lists the toasts in a live region.
import { useEffect } from 'react'
import { on } from '../lib/events'
import { useTranslation } from '../lib/translate'
import { Icon, type IconName } from '../ui/icon'
import { type ToastKind, useToastStore } from './toast-store'
import styles from './toasts.module.css'

const ICONS: Record<ToastKind, IconName> = {
  info: 'info',
  success: 'check',
  warning: 'warning',
  error: 'warning',
}

export function Toasts() {
  const { t } = useTranslation()
  const toasts = useToastStore((state) => state.toasts)
  const dismiss = useToastStore((state) => state.dismiss)

  useEffect(() => on('toast', (toast) => void useToastStore.getState().push(toast)), [])

  return (
    <ol
      className={styles.region}
      aria-live="polite"
      aria-relevant="additions"
      aria-label={t('shell.notifications')}
    >
      {toasts.map((toast) => (
        // The status role sits inside the item: a list item that is a status breaks the list (axe).
        <li key={toast.id}>
          <div className={`${styles.toast} ${styles[toast.kind]}`} role="status">
            <Icon name={ICONS[toast.kind]} className={styles.icon} />
            <p className={styles.text}>{toast.text}</p>
            {toast.action ? (
              <button
                type="button"
                className={styles.action}
                onClick={() => {
                  toast.action?.onSelect()
                  dismiss(toast.id)
                }}
              >
                {toast.action.label}
              </button>
            ) : null}
            <button
              type="button"
              className={styles.close}
              onClick={() => dismiss(toast.id)}
              aria-label={t('shell.dismiss')}
            >
              <Icon name="close" size={16} />
            </button>
          </div>
        </li>
      ))}
    </ol>
  )
}
