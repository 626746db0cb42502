// What happened to a payment, in words a player understands: done, waiting (followed until it
// settles: realtime `payments_changes` plus a light poll), or refused and why, with what to do next.
import type { Payment } from '@croupier/contract/payments/payment'
import { formatInDisplayUnits } from '@croupier/rules/currency'
import { useEffect, useRef, useState } from 'react'
import { on } from '../../../lib/events'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Button } from '../../../ui/button'
import { Icon } from '../../../ui/icon'
import { getPayments } from '../api/cashbox-api'
import type { CashboxStep } from '../model/cashbox-step'
import { isSettled, stateTone } from '../model/payment-state'
import styles from './cashbox.module.css'
import historyStyles from './cashbox-history.module.css'

/** Our choice: how often a pending payment is re-read while the realtime event has not come. */
const PENDING_POLL_MS = 1500

function usePaymentUntilSettled(initial: Payment): Payment {
  const [payment, setPayment] = useState(initial)
  const settled = isSettled(payment.state)
  const id = initial.id
  const inFlight = useRef(false)
  useEffect(() => {
    if (settled) return
    let alive = true
    const refresh = async () => {
      if (inFlight.current) return
      inFlight.current = true
      try {
        const list = await getPayments(20)
        const fresh = list.find((item) => item.id === id)
        if (alive && fresh) setPayment(fresh)
      } catch {
        // The next tick tries again.
      } finally {
        inFlight.current = false
      }
    }
    const timer = window.setInterval(() => void refresh(), PENDING_POLL_MS)
    const off = on('realtime', ({ name, payload }) => {
      const change = payload as { payment_id?: string }
      if ((name === 'payments_changes' || name === 'payments_events') && change.payment_id === id)
        void refresh()
    })
    return () => {
      alive = false
      window.clearInterval(timer)
      off()
    }
  }, [settled, id])
  return payment
}

const DECLINE_REASON: Record<string, string> = {
  'PAYMENTS.DECLINED': 'cashbox.result.reasons.declined',
  'PAYMENTS.CANCELED': 'cashbox.result.reasons.canceled',
  'PAYMENTS.EXPIRED': 'cashbox.result.reasons.expired',
  'PAYMENTS.DEPOSIT_LIMIT': 'cashbox.result.reasons.deposit_limit',
}

export function PaymentResult({
  payment: initial,
  onAgain,
  onStep,
}: {
  payment: Payment
  onAgain: () => void
  onStep: (step: CashboxStep) => void
}) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const payment = usePaymentUntilSettled(initial)
  const tone = stateTone(payment.state)
  const amount = formatInDisplayUnits(payment.amount_cents, payment.currency, locale)
  const kind = payment.action === 'deposit' ? 'deposit' : 'withdrawal'
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [tone])

  // A canceled payment (e.g. the bank's security step abandoned) says so rather than "not completed".
  const heading = payment.state === 'canceled' ? 'canceled' : tone === 'neutral' ? 'failure' : tone
  const title = t(`cashbox.result.${kind}.${heading}.title`)
  const text =
    tone === 'failure' || tone === 'neutral'
      ? t(DECLINE_REASON[payment.error_key ?? ''] ?? 'cashbox.result.reasons.declined')
      : t(`cashbox.result.${kind}.${tone}.text`, { amount })
  return (
    <div
      className={`${historyStyles.result} ${historyStyles[tone === 'neutral' ? 'failure' : tone]}`}
      role="status"
      data-state={payment.state}
    >
      <span className={historyStyles.resultIcon} aria-hidden="true">
        {tone === 'pending' ? (
          <span className={historyStyles.spinner} />
        ) : (
          <Icon name={tone === 'success' ? 'check' : 'warning'} size={32} />
        )}
      </span>
      <h2 ref={headingRef} tabIndex={-1} className={historyStyles.resultTitle}>
        {title}
      </h2>
      <p>{text}</p>
      {tone === 'failure' || tone === 'neutral' ? (
        <p className={styles.muted}>{t('cashbox.result.nothingCharged')}</p>
      ) : null}
      <div className={styles.actions}>
        {tone === 'success' || tone === 'pending' ? (
          <Button variant="secondary" onClick={() => onStep('history')}>
            {t('cashbox.result.toHistory')}
          </Button>
        ) : null}
        <Button variant="primary" onClick={onAgain}>
          {tone === 'failure' || tone === 'neutral'
            ? t('cashbox.result.tryAgain')
            : t(`cashbox.result.${kind}.again`)}
        </Button>
      </div>
    </div>
  )
}
