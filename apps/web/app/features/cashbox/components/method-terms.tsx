// A payment method's terms of service restrictions (spec 2 §3), shown under the chosen method before
// the player pays: what they accept by paying this way.
import type { PaymentMethod } from '@croupier/contract/payments/get-payment-methods'
import { useTranslation } from '../../../lib/translate'
import { methodName } from '../model/method-display'
import paymentStyles from './cashbox-payment.module.css'

export function MethodTerms({ method }: { method: PaymentMethod }) {
  const { t } = useTranslation()
  if (method.terms_of_service.length === 0) return null
  const brand = methodName(t, method)
  return (
    <section className={paymentStyles.terms} aria-label={t('cashbox.terms.title', { brand })}>
      <h3 className={paymentStyles.termsTitle}>{t('cashbox.terms.title', { brand })}</h3>
      <ul className={paymentStyles.termsList}>
        {method.terms_of_service.map((term) => (
          <li key={term}>{t(`cashbox.terms.${term}`)}</li>
        ))}
      </ul>
    </section>
  )
}
