// The amount in the wallet currency (major units typed, minor units sent), with the presets and
// the method's bounds under it.
import { depositPresets } from '@croupier/rules/cashbox'
import { currencyInfo } from '@croupier/rules/currency'
import { useId } from 'react'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { TextField } from '../../../ui/field'
import { formatAmount } from '../model/method-display'
import paymentStyles from './cashbox-payment.module.css'

export function AmountField({
  value,
  onChange,
  currency,
  minCents,
  maxCents,
  error,
  presets = true,
  label,
}: {
  value: string
  onChange: (value: string) => void
  currency: string
  minCents: number
  maxCents: number | null
  error: string | null
  presets?: boolean
  label?: string
}) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const id = useId()
  const subunits = currencyInfo(currency)?.subunits_to_unit ?? 100
  const choices = presets
    ? depositPresets(minCents / subunits, maxCents === null ? null : maxCents / subunits)
    : []
  return (
    <div>
      <TextField
        id={`${id}-amount`}
        label={label ?? t('cashbox.amount', { currency })}
        value={value}
        onValueChange={onChange}
        error={error}
        required
        inputMode="decimal"
        autoComplete="off"
      />
      {choices.length > 0 ? (
        <div className={paymentStyles.presets}>
          {choices.map((choice) => (
            <button
              key={choice}
              type="button"
              className={paymentStyles.preset}
              aria-pressed={Number(value.replace(',', '.')) === choice}
              onClick={() => onChange(String(choice))}
            >
              {formatAmount(choice * subunits, currency, locale)}
            </button>
          ))}
        </div>
      ) : null}
      <p className={paymentStyles.limits}>
        {maxCents === null
          ? t('cashbox.limitsMin', { min: formatAmount(minCents, currency, locale) })
          : t('cashbox.limits', {
              min: formatAmount(minCents, currency, locale),
              max: formatAmount(maxCents, currency, locale),
            })}
      </p>
    </div>
  )
}
