// The actions row of a bonus or free-spin card (spec 2 §7 C13–C14): Activate while issued and
// activatable (hidden during a break, with the reason), Cancel while current behind a confirm that
// says what is lost, any extra link the card adds, and the refusal's message.
import { type ReactNode, useState } from 'react'
import { useTranslation } from '../../../lib/translate'
import { Button } from '../../../ui/button'
import { canActivate, canCancel } from '../model/bonuses'
import { CancelDialog } from './cancel-dialog'
import styles from './gifts.module.css'
import { useBonusesPaused } from './use-bonuses-paused'
import { useGiftAction } from './use-gift-action'

export interface GiftActionsProps<T> {
  gift: { stage: string; activatable: boolean }
  title: string
  /** The confirm's sentence: what cancelling loses. */
  loss: string
  activate: () => Promise<T>
  cancel: () => Promise<T>
  put: (answer: T) => void
  /** More in the row after Cancel (the single bonus page's link). */
  children?: ReactNode
}

export function GiftActions<T>({ gift, title, loss, activate, cancel, put, children }: GiftActionsProps<T>) {
  const { t } = useTranslation()
  const [confirming, setConfirming] = useState(false)
  const paused = useBonusesPaused()
  const { pending, error, run } = useGiftAction<T>()
  return (
    <>
      {canActivate(gift) && paused ? <p className={styles.muted}>{t('gifts.paused')}</p> : null}
      <div className={styles.actions}>
        {canActivate(gift) && !paused ? (
          <Button
            variant="primary"
            size="sm"
            disabled={pending}
            aria-label={t('gifts.activateNamed', { title })}
            onClick={() => void run(activate, put)}
          >
            {t('gifts.activate')}
          </Button>
        ) : null}
        {canCancel(gift) ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={pending}
            aria-label={t('gifts.cancelNamed', { title })}
            onClick={() => setConfirming(true)}
          >
            {t('gifts.cancel.action')}
          </Button>
        ) : null}
        {children}
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <CancelDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={title}
        loss={loss}
        pending={pending}
        onConfirm={() => void run(cancel, put).then(() => setConfirming(false))}
      />
    </>
  )
}
