// The one-click deposit (spec 1 §2 /deposit-fast): the saved card of the first card method and the
// first amount, one button; without a saved card it is the ordinary deposit step.
import type { Payment } from '@croupier/contract/payments/payment'
import { type DepositQuery, initialDepositAmount } from '@croupier/rules/cashbox'
import { currencyInfo } from '@croupier/rules/currency'
import { useState } from 'react'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Button } from '../../../ui/button'
import { usePaymentMethods } from '../hooks/use-payment-methods'
import type { Wallet } from '../hooks/use-wallet'
import styles from './cashbox.module.css'
import type { CashboxStep } from './cashbox-dialog'
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
  if (methods.status === 'loading') return <HistorySkeleton rows={2} />
  const method =
    methods.status === 'ready' ? methods.methods.find((item) => item.saved_profiles.length > 0) : undefined
  if (!method) return <DepositStep wallet={wallet} query={query} initialBonusCode={null} onStep={onStep} />
  if (result) return <PaymentResult payment={result} onAgain={() => setResult(null)} onStep={onStep} />
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
