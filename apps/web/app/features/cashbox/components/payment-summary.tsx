// One payment as a line of the history (spec 1 §3 "Payment history item"): what, how, when, how
// much, its state and — for a recallable withdrawal — the recall button (spec 1 §4).
import type { Payment } from '@croupier/contract/payments/payment'
import { formatInDisplayUnits } from '@croupier/rules/currency'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Button } from '../../../ui/button'
import { LocalTime } from '../../../ui/local-time'
import { methodName } from '../model/method-display'
import { stateTone } from '../model/payment-state'
import styles from './cashbox.module.css'
import historyStyles from './cashbox-history.module.css'

/** The method and its masked card or account; `name` is the method's name in the player's language. */
export function paymentInstrument(payment: Payment, name = payment.brand): string {
  if (payment.card) return `${name} •••• ${payment.card.last4}`
  return payment.account_mask ? `${name} · ${payment.account_mask}` : name
}

export function StateBadge({ payment }: { payment: Payment }) {
  const { t } = useTranslation()
  return (
    <span className={`${historyStyles.state} ${historyStyles[stateTone(payment.state)] ?? ''}`}>
      {t(`cashbox.states.${payment.state}`)}
    </span>
  )
}

export function PaymentLine({
  payment,
  onRecall,
  recalling = false,
}: {
  payment: Payment
  onRecall?: (payment: Payment) => void
  recalling?: boolean
}) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const tone = stateTone(payment.state)
  // Only money that moved (or is moving) gets a sign; a declined or cancelled payment moved nothing.
  const sign = tone === 'success' || tone === 'pending' ? (payment.action === 'deposit' ? '+' : '−') : ''
  return (
    <li
      className={historyStyles.historyItem}
      data-payment-id={payment.id}
      aria-label={t(`cashbox.actions.${payment.action}`)}
    >
      <div className={historyStyles.historyMain}>
        <span className={`${historyStyles.historyAmount} ${sign ? '' : historyStyles.amountVoid}`}>
          {sign}
          {formatInDisplayUnits(payment.amount_cents, payment.currency, locale)}
        </span>
        <span className={styles.muted}>
          {t(`cashbox.actions.${payment.action}`)} ·{' '}
          {paymentInstrument(payment, methodName(t, { id: payment.method_id, brand: payment.brand }))}
        </span>
        <span className={styles.muted}>
          <LocalTime iso={payment.created_at} locale={locale} />
        </span>
      </div>
      <div className={historyStyles.historySide}>
        <StateBadge payment={payment} />
        {payment.recallable && onRecall ? (
          <Button size="sm" variant="secondary" disabled={recalling} onClick={() => onRecall(payment)}>
            {recalling ? t('cashbox.history.recalling') : t('cashbox.history.recall')}
          </Button>
        ) : null}
      </div>
    </li>
  )
}
