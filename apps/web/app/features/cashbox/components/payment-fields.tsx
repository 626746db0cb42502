// The fields a payment method asks for (card number, expiry, holder, CVV, e-mail, IBAN, holder,
// address), each with its rule's message (spec 1 §5) and the LT IBAN notice.
import type { PaymentField } from '@croupier/contract/payments/get-payment-methods'
import { formatCardExpiry, formatCardNumber } from '@croupier/rules/cashbox'
import { useId } from 'react'
import { useTranslation } from '../../../lib/translate'
import { TextField } from '../../../ui/field'
import type { PaymentErrors, PaymentValues } from '../model/payment-form'
import paymentStyles from './cashbox-payment.module.css'

const AUTOCOMPLETE: Partial<Record<PaymentField, string>> = {
  'card.number': 'cc-number',
  'card.expiry': 'cc-exp',
  'card.holder': 'cc-name',
  'card.cvv': 'cc-csc',
  'account.email': 'email',
  'account.holder': 'name',
}

export function PaymentFields({
  fields,
  values,
  errors,
  notice,
  onChange,
}: {
  fields: readonly PaymentField[]
  values: PaymentValues
  errors: PaymentErrors
  notice?: string | null
  onChange: (field: PaymentField, value: string) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const one = (field: PaymentField) => {
    const format =
      field === 'card.number'
        ? formatCardNumber
        : field === 'card.expiry'
          ? formatCardExpiry
          : (v: string) => v
    const error = errors[field]
    const numeric = field === 'card.number' || field === 'card.expiry' || field === 'card.cvv'
    return (
      <TextField
        key={field}
        id={`${id}-${field}`}
        label={t(`cashbox.fields.${field.replace('.', '_')}`)}
        value={values[field] ?? ''}
        onValueChange={(value) => onChange(field, format(value))}
        error={error ? t(error) : null}
        hint={field === 'account.iban' && notice ? t(notice) : undefined}
        required
        autoComplete={AUTOCOMPLETE[field] ?? 'off'}
        inputMode={numeric ? 'numeric' : field === 'account.email' ? 'email' : undefined}
        placeholder={field === 'card.expiry' ? t('cashbox.fields.expiryPlaceholder') : undefined}
        maxLength={field === 'card.cvv' ? 4 : field === 'card.expiry' ? 5 : undefined}
        spellCheck={false}
      />
    )
  }
  const expiry = fields.includes('card.expiry')
  const cvv = fields.includes('card.cvv')
  return (
    <>
      {fields.filter((f) => f !== 'card.expiry' && f !== 'card.cvv' && f !== 'card.holder').map(one)}
      {expiry || cvv ? (
        <div className={paymentStyles.row}>
          {expiry ? one('card.expiry') : null}
          {cvv ? one('card.cvv') : null}
        </div>
      ) : null}
      {fields.includes('card.holder') ? one('card.holder') : null}
    </>
  )
}
