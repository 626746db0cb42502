// The one-click deposit (spec 1 §2 /deposit-fast): the saved card of the first card method and the
// first amount, one button; without a saved card it is the ordinary deposit step for this visit.
import type { PaymentMethod } from '@croupier/contract/payments/get-payment-methods'
import type { Payment } from '@croupier/contract/payments/payment'
import { type DepositQuery, initialDepositAmount } from '@croupier/rules/cashbox'
import { currencyInfo } from '@croupier/rules/currency'
import { useEffect, useState } from 'react'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Button } from '../../../ui/button'
import { usePaymentMethods } from '../hooks/use-payment-methods'
import type { Wallet } from '../hooks/use-wallet'
import type { CashboxStep } from '../model/cashbox-step'
import styles from './cashbox.module.css'
import { DepositStep } from './deposit-step'
import { HistorySkeleton } from './history-step'
import { PaymentForm } from './payment-form'
import { PaymentResult } from './payment-result'

export function OneClickStep({
  wallet,
  query,
  onStep,
}: {
  wallet: Wallet
  query: DepositQuery
  onStep: (step: CashboxStep) => void
}) {
  const { t } = useTranslation()
  const { player } = useShellContext()
  const currency = wallet.account?.currency ?? player?.currency ?? null
  const [methods] = usePaymentMethods(currency, 'deposit')
  const [result, setResult] = useState<Payment | null>(null)
  const [method, setMethod] = useState<PaymentMethod | null>(null)
  // Decided on the first answer and kept: a card saved by a deposit made here (the methods list
  // reloads on payment_methods_updated) must not swap the step, and its result, under the player.
  const [mode, setMode] = useState<'one-click' | 'deposit' | null>(null)
  useEffect(() => {
    if (methods.status === 'loading') return
    const saved =
      methods.status === 'ready'
        ? (methods.methods.find((item) => item.saved_profiles.length > 0) ?? null)
        : null
    setMethod(saved)
    setMode((current) => current ?? (saved ? 'one-click' : 'deposit'))
  }, [methods])
  if (mode === 'deposit' || (mode === 'one-click' && !method && methods.status !== 'loading'))
    return <DepositStep wallet={wallet} query={query} initialBonusCode={null} onStep={onStep} />
  if (result) return <PaymentResult payment={result} onAgain={() => setResult(null)} onStep={onStep} />
  if (!method) return <HistorySkeleton rows={2} />
  const subunits = currencyInfo(method.currency)?.subunits_to_unit ?? 100
  const amount = initialDepositAmount(
    query.amountProp,
    method.min_cents / subunits,
    method.max_cents === null ? null : method.max_cents / subunits,
  )
  return (
    <div className={styles.oneClick}>
      <h2 className={styles.sectionTitle}>{t('cashbox.oneClick.title')}</h2>
      <PaymentForm
        method={method}
        action="deposit"
        initialAmount={String(amount)}
        onResult={(payment) => {
          setResult(payment)
          if (payment.state === 'succeeded') void wallet.reload()
        }}
      />
      <Button variant="ghost" onClick={() => onStep('deposit')}>
        {t('cashbox.oneClick.other')}
      </Button>
    </div>
  )
}
