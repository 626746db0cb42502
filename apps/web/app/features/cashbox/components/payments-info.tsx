// The payments info page (spec 2 §2.7, §9): deposit and withdrawal methods with minimum, maximum,
// fee and processing time for the chosen currency; the currency switcher is a row of links, so the
// page works before (and without) its JavaScript.
import type { PaymentMethod } from '@croupier/contract/payments/get-payment-methods'
import { localizePath } from '@croupier/rules/locale'
import { Link } from 'react-router'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import layout from '../../../ui/layout.module.css'
import { feeText, formatAmount, methodName } from '../model/method-display'
import styles from './payments-info.module.css'

function MethodsTable({
  id,
  title,
  methods,
}: {
  id: string
  title: string
  methods: PaymentMethod[] | null
}) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const label = {
    min: t('cashbox.info.min'),
    max: t('cashbox.info.max'),
    fee: t('cashbox.info.fee'),
    time: t('cashbox.info.time'),
  }
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {methods === null ? <p className={styles.muted}>{t('cashbox.info.unavailable')}</p> : null}
      {methods !== null && methods.length === 0 ? (
        <p className={styles.muted}>{t('cashbox.info.empty')}</p>
      ) : null}
      {methods !== null && methods.length > 0 ? (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-labelledby={id}>
            <thead>
              <tr>
                <th scope="col">{t('cashbox.info.method')}</th>
                <th scope="col">{label.min}</th>
                <th scope="col">{label.max}</th>
                <th scope="col">{label.fee}</th>
                <th scope="col">{label.time}</th>
              </tr>
            </thead>
            <tbody>
              {methods.map((method) => (
                <tr key={method.id}>
                  <th scope="row">
                    {methodName(t, method)}
                    {method.network ? <span className={styles.muted}> · {method.network}</span> : null}
                  </th>
                  <td data-label={label.min}>{formatAmount(method.min_cents, method.currency, locale)}</td>
                  <td data-label={label.max}>
                    {method.max_cents === null
                      ? t('cashbox.info.noMax')
                      : formatAmount(method.max_cents, method.currency, locale)}
                  </td>
                  <td data-label={label.fee}>{feeText(method, locale, t('cashbox.methods.free'))}</td>
                  <td data-label={label.time}>{t(`cashbox.info.processing.${method.processing_time}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  )
}

export function PaymentsInfo({
  currency,
  currencies,
  deposit,
  cashout,
}: {
  currency: string
  currencies: readonly string[]
  deposit: PaymentMethod[] | null
  cashout: PaymentMethod[] | null
}) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const path = localizePath(locale, '/payments')
  return (
    <div className={`${layout.container} ${styles.page}`}>
      <header>
        <h1 className={styles.title}>{t('cashbox.info.title')}</h1>
        <p className={styles.lead}>{t('cashbox.info.lead')}</p>
      </header>
      <nav aria-label={t('cashbox.info.currency')}>
        <ul className={styles.currencies}>
          {currencies.map((code) => (
            <li key={code}>
              <Link
                to={`${path}?currency=${code}`}
                className={styles.currency}
                aria-current={code === currency ? 'page' : undefined}
                preventScrollReset
                replace
              >
                {code}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <MethodsTable id="payments-deposit" title={t('cashbox.info.deposit', { currency })} methods={deposit} />
      <MethodsTable
        id="payments-withdrawal"
        title={t('cashbox.info.withdrawal', { currency })}
        methods={cashout}
      />
    </div>
  )
}
