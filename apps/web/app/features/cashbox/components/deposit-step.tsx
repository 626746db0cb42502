// The deposit step (spec 1 §2, §5, §9): methods for the wallet currency, the first amount 50 (or
// amountProp), card / e-wallet / bank forms, the crypto address with its QR code, deposit bonuses
// and the bonus code, then what happened.
import type { Payment } from '@croupier/contract/payments/payment'
import { type DepositQuery, initialDepositAmount } from '@croupier/rules/cashbox'
import { currencyInfo } from '@croupier/rules/currency'
import { useCallback, useEffect, useState } from 'react'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { usePaymentMethods } from '../hooks/use-payment-methods'
import type { Wallet } from '../hooks/use-wallet'
import type { CashboxStep } from '../model/cashbox-step'
import { isCryptoMethod } from '../model/method-display'
import { BonusSection } from './bonus-section'
import styles from './cashbox.module.css'
import { CryptoDeposit } from './crypto-deposit'
import { MethodPicker } from './method-picker'
import { MethodTerms } from './method-terms'
import { PaymentForm } from './payment-form'
import { PaymentResult } from './payment-result'

export function DepositStep({
  wallet,
  query,
  initialBonusCode,
  onStep,
}: {
  wallet: Wallet
  query: DepositQuery
  initialBonusCode: string | null
  onStep: (step: CashboxStep) => void
}) {
  const { t } = useTranslation()
  const { player } = useShellContext()
  const currency = wallet.account?.currency ?? player?.currency ?? null
  const [methods, retry] = usePaymentMethods(currency, 'deposit')
  const [methodId, setMethodId] = useState<string | null>(null)
  const [result, setResult] = useState<Payment | null>(null)
  const [bonusCode, setBonusCodeState] = useState<string | null>(initialBonusCode)
  const onCode = useCallback((code: string | null) => setBonusCodeState(code), [])
  // The chosen bonus's minimum deposit: the form says so before submitting a smaller amount.
  const [bonusMinCents, setBonusMinCents] = useState<number | null>(null)
  const list = methods.status === 'ready' ? methods.methods : []
  const method = list.find((item) => item.id === methodId) ?? list[0] ?? null
  useEffect(() => {
    if (methodId === null && list[0]) setMethodId(list[0].id)
  }, [methodId, list])

  if (result)
    return (
      <PaymentResult
        payment={result}
        onAgain={() => setResult(null)}
        onStep={(step) => {
          setResult(null)
          onStep(step)
        }}
      />
    )
  const subunits = currencyInfo(method?.currency ?? currency ?? '')?.subunits_to_unit ?? 100
  const amount = method
    ? initialDepositAmount(
        query.amountProp,
        method.min_cents / subunits,
        method.max_cents === null ? null : method.max_cents / subunits,
      )
    : initialDepositAmount(query.amountProp)

  return (
    <div className={styles.stack}>
      <MethodPicker
        state={methods}
        selected={method?.id ?? null}
        onSelect={setMethodId}
        onRetry={retry}
        currency={currency ?? ''}
      />
      {method ? <MethodTerms method={method} /> : null}
      {method && isCryptoMethod(method) ? <CryptoDeposit method={method} /> : null}
      {method && !isCryptoMethod(method) ? (
        <PaymentForm
          key={method.id}
          method={method}
          action="deposit"
          initialAmount={String(amount)}
          bonusCode={bonusCode}
          bonusMinCents={bonusCode ? bonusMinCents : null}
          extra={
            <BonusSection
              code={bonusCode}
              onCode={onCode}
              onMinimum={setBonusMinCents}
              autoApply={query.autoApplyPromocode}
              currency={method.currency}
            />
          }
          onResult={(payment) => {
            setResult(payment)
            if (payment.state === 'succeeded') void wallet.reload()
          }}
        />
      ) : null}
      {method && !isCryptoMethod(method) ? <p className={styles.muted}>{t('cashbox.deposit.safe')}</p> : null}
    </div>
  )
}
