// The cashbox dashboard (spec 1 §2 "dashboard for cashbox and dashboard"): the active wallet's
// total, cashable and bonus balance (spec 1 §3), the way to deposit or withdraw, recent payments.
import { formatMinorUnits } from '@croupier/rules/currency'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Button } from '../../../ui/button'
import { FormMessage } from '../../../ui/field'
import { Icon } from '../../../ui/icon'
import { usePaymentHistory } from '../hooks/use-payment-history'
import type { Wallet } from '../hooks/use-wallet'
import type { CashboxStep } from '../model/cashbox-step'
import styles from './cashbox.module.css'
import historyStyles from './cashbox-history.module.css'
import { HistorySkeleton } from './history-step'
import { PaymentLine } from './payment-summary'

const RECENT_PAYMENTS = 3 // Our choice: the dashboard previews the last three payments.

export function DashboardStep({ wallet, onStep }: { wallet: Wallet; onStep: (step: CashboxStep) => void }) {
  const { t } = useTranslation()
  const { locale, player } = useShellContext()
  const restriction = player?.responsible_gaming?.restriction ?? null
  const [history] = usePaymentHistory(RECENT_PAYMENTS)
  const account = wallet.account
  const money = (cents: number) => (account ? formatMinorUnits(cents, account.currency, locale) : '—')
  return (
    <div className={styles.stack}>
      <dl className={styles.walletCards}>
        <div className={styles.walletCard}>
          <dt>{t('cashbox.wallet.total', { currency: account?.currency ?? '' })}</dt>
          <dd>{money(account?.amount_cents ?? 0)}</dd>
        </div>
        <div className={styles.walletCard}>
          <dt>{t('cashbox.wallet.cashable')}</dt>
          <dd>{money(account?.available_to_cashout_cents ?? 0)}</dd>
        </div>
        <div className={styles.walletCard}>
          <dt>{t('cashbox.wallet.bonus')}</dt>
          <dd>
            {money(Math.max(0, (account?.amount_cents ?? 0) - (account?.available_to_cashout_cents ?? 0)))}
          </dd>
        </div>
      </dl>
      {restriction ? <FormMessage tone="info">{t(`cashbox.restricted.${restriction}`)}</FormMessage> : null}
      <div className={styles.actions}>
        {restriction ? null : (
          <Button variant="primary" size="lg" onClick={() => onStep('deposit')}>
            <Icon name="plus" size={18} />
            {t('cashbox.wallet.deposit')}
          </Button>
        )}
        <Button variant="secondary" size="lg" onClick={() => onStep('withdraw')}>
          <Icon name="wallet" size={18} />
          {t('cashbox.wallet.withdraw')}
        </Button>
      </div>
      <section aria-labelledby="cashbox-recent-title">
        <h2 id="cashbox-recent-title" className={styles.sectionTitle}>
          {t('cashbox.wallet.recent')}
        </h2>
        {history.status === 'loading' ? <HistorySkeleton rows={2} /> : null}
        {history.status === 'ready' && history.payments.length === 0 ? (
          <p className={styles.muted}>{t('cashbox.history.empty')}</p>
        ) : null}
        {history.status === 'ready' && history.payments.length > 0 ? (
          <>
            <ul className={historyStyles.history} aria-label={t('cashbox.wallet.recent')}>
              {history.payments.map((payment) => (
                <PaymentLine key={payment.id} payment={payment} />
              ))}
            </ul>
            <Button variant="ghost" onClick={() => onStep('history')}>
              {t('cashbox.wallet.allPayments')}
            </Button>
          </>
        ) : null}
      </section>
    </div>
  )
}
