// The withdrawal step (spec 1 §3, §4): up to the cashable amount (available_to_cashout_cents), to a
// card, e-wallet, bank account by IBAN or crypto address; the request stays recallable while pending.
// An active bonus stays with its bonus money, and the step says so (ADR 039).
import type { Payment } from '@croupier/contract/payments/payment'
import { formatMinorUnits } from '@croupier/rules/currency'
import { useEffect, useState } from 'react'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Button } from '../../../ui/button'
import { usePaymentMethods } from '../hooks/use-payment-methods'
import type { Wallet } from '../hooks/use-wallet'
import type { CashboxStep } from '../model/cashbox-step'
import { ActiveBonusNote } from './active-bonus-note'
import styles from './cashbox.module.css'
import { MethodPicker } from './method-picker'
import { MethodTerms } from './method-terms'
import { PaymentForm } from './payment-form'
import { PaymentResult } from './payment-result'

export function WithdrawStep({ wallet, onStep }: { wallet: Wallet; onStep: (step: CashboxStep) => void }) {
  const { t } = useTranslation()
  const { locale, player } = useShellContext()
  const account = wallet.account
  const currency = account?.currency ?? player?.currency ?? null
  const [methods, retry] = usePaymentMethods(currency, 'cashout')
  const [methodId, setMethodId] = useState<string | null>(null)
  const [result, setResult] = useState<Payment | null>(null)
  const list = methods.status === 'ready' ? methods.methods : []
  const method = list.find((item) => item.id === methodId) ?? list[0] ?? null
  useEffect(() => {
    if (methodId === null && list[0]) setMethodId(list[0].id)
  }, [methodId, list])
  const cashable = account?.available_to_cashout_cents ?? 0

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
  return (
    <div className={styles.stack}>
      <p className={styles.balanceLine} data-testid="cashable-amount">
        {t('cashbox.withdraw.cashable')}{' '}
        <strong>{account ? formatMinorUnits(cashable, account.currency, locale) : '—'}</strong>
      </p>
      {account ? <ActiveBonusNote account={account} locale={locale} /> : null}
      {cashable <= 0 ? (
        <div className={styles.stack}>
          <p className={styles.muted}>{t('cashbox.withdraw.nothing')}</p>
          {player?.responsible_gaming?.restriction ? null : (
            <div>
              <Button variant="primary" onClick={() => onStep('deposit')}>
                {t('cashbox.wallet.deposit')}
              </Button>
            </div>
          )}
        </div>
      ) : (
        <>
          <MethodPicker
            state={methods}
            selected={method?.id ?? null}
            onSelect={setMethodId}
            onRetry={retry}
            currency={currency ?? ''}
          />
          {method ? <MethodTerms method={method} /> : null}
          {method ? (
            <PaymentForm
              key={method.id}
              method={method}
              action="cashout"
              initialAmount=""
              maxAvailableCents={cashable}
              onResult={(payment) => {
                setResult(payment)
                void wallet.reload()
              }}
            />
          ) : null}
          <p className={styles.muted}>{t('cashbox.withdraw.note')}</p>
        </>
      )}
    </div>
  )
}
