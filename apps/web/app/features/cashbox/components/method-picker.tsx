// The payment methods of the wallet currency as a radio group: brand, limits and fee at a glance.
import { useId } from 'react'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Button } from '../../../ui/button'
import { FormMessage } from '../../../ui/field'
import type { MethodsState } from '../hooks/use-payment-methods'
import { feeText, formatAmount, methodName } from '../model/method-display'
import styles from './cashbox.module.css'
import paymentStyles from './cashbox-payment.module.css'

export function MethodPicker({
  state,
  selected,
  onSelect,
  onRetry,
  currency,
}: {
  state: MethodsState
  selected: string | null
  onSelect: (id: string) => void
  onRetry: () => void
  currency: string
}) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const name = useId()
  if (state.status === 'loading')
    return (
      <div className={paymentStyles.methods} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.skeleton} />
        ))}
      </div>
    )
  if (state.status === 'error')
    return (
      <div className={styles.stack}>
        <FormMessage tone="error">{t('cashbox.methods.failed')}</FormMessage>
        <div>
          <Button variant="secondary" onClick={onRetry}>
            {t('cashbox.methods.retry')}
          </Button>
        </div>
      </div>
    )
  if (state.methods.length === 0)
    return <p className={styles.muted}>{t('cashbox.methods.none', { currency })}</p>
  return (
    <fieldset className={paymentStyles.methods}>
      <legend className={styles.sectionTitle}>{t('cashbox.methods.title')}</legend>
      {state.methods.map((method) => (
        <label key={method.id} className={paymentStyles.method}>
          <input
            type="radio"
            name={name}
            value={method.id}
            checked={selected === method.id}
            onChange={() => onSelect(method.id)}
          />
          <span className={paymentStyles.methodBrand}>{methodName(t, method)}</span>
          <span className={paymentStyles.methodMeta}>
            {t('cashbox.methods.from', { amount: formatAmount(method.min_cents, method.currency, locale) })} ·{' '}
            {feeText(method, locale, t('cashbox.methods.free'))}
          </span>
        </label>
      ))}
    </fieldset>
  )
}
