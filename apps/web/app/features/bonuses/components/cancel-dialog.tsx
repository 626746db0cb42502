// The cancel confirmation (spec 2 §7 C13): says exactly what goes — the bonus money held now, bonus
// winnings included, for an activated bonus; the offer itself for an issued one; the spins left
// and their winnings so far for a batch.

import { useTranslation } from '../../../lib/translate'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import styles from './gifts.module.css'

export function CancelDialog({
  open,
  onOpenChange,
  title,
  loss,
  pending,
  onConfirm,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  /** The sentence of what is lost. */
  loss: string
  pending: boolean
  onConfirm: () => void
}) {
  const { t } = useTranslation()
  return (
    <Dialog open={open} onOpenChange={onOpenChange} size="sm" title={t('gifts.cancel.title', { title })}>
      <p className={styles.loss}>{loss}</p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={onConfirm} disabled={pending} aria-busy={pending}>
          {t('gifts.cancel.confirm')}
        </Button>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('gifts.cancel.keep')}
        </Button>
      </div>
    </Dialog>
  )
}
