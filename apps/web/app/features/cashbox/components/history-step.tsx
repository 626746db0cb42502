// The payment history (spec 1 §3, §7): deposits and withdrawals with their states; a recallable
// withdrawal can be cancelled, then history and balance reload (spec 1 §4).
import type { Payment } from '@croupier/contract/payments/payment'
import { useState } from 'react'
import { emit } from '../../../lib/events'
import { logError } from '../../../lib/log'
import { useTranslation } from '../../../lib/translate'
import { FormMessage } from '../../../ui/field'
import { recallPayment } from '../api/cashbox-api'
import { usePaymentHistory } from '../hooks/use-payment-history'
import type { Wallet } from '../hooks/use-wallet'
import styles from './cashbox.module.css'
import historyStyles from './cashbox-history.module.css'
import { PaymentLine } from './payment-summary'

export function HistorySkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className={historyStyles.history} aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.skeleton} />
      ))}
    </div>
  )
}

export function HistoryStep({ wallet }: { wallet: Wallet }) {
  const { t } = useTranslation()
  const [history, reload] = usePaymentHistory()
  const [recalling, setRecalling] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  const recall = async (payment: Payment) => {
    setRecalling(payment.id)
    setError(null)
    try {
      await recallPayment(payment.id)
      emit('toast', { kind: 'success', text: t('cashbox.history.recalled') })
    } catch (cause) {
      logError('CASHBOX_RECALL_ERROR', cause)
      setError(t('cashbox.history.recallFailed'))
    } finally {
      // spec 1 §4: history and balance reload after a recall (also when it was too late).
      await Promise.all([reload(), wallet.reload()])
      setRecalling(null)
    }
  }

  return (
    <section className={styles.stack} aria-labelledby="cashbox-history-title">
      <h2 id="cashbox-history-title" className={styles.sectionTitle}>
        {t('cashbox.history.title')}
      </h2>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      {history.status === 'loading' ? <HistorySkeleton /> : null}
      {history.status === 'error' ? (
        <FormMessage tone="error">{t('cashbox.history.loadFailed')}</FormMessage>
      ) : null}
      {history.status === 'ready' && history.payments.length === 0 ? (
        <p className={styles.muted}>{t('cashbox.history.empty')}</p>
      ) : null}
      {history.status === 'ready' && history.payments.length > 0 ? (
        <ul className={historyStyles.history} aria-label={t('cashbox.history.listLabel')}>
          {history.payments.map((payment) => (
            <PaymentLine
              key={payment.id}
              payment={payment}
              onRecall={recall}
              recalling={recalling === payment.id}
            />
          ))}
        </ul>
      ) : null}
    </section>
  )
}
