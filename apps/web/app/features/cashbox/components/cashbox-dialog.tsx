// The cashbox dialog (spec 1 §2): one dialog with the wallet dashboard, deposit, withdrawal and
// history steps, and the one-click deposit, on the shared dialog's full-screen size. An overlay
// click never closes it (Escape and the close button do). Opened by its routes
// (routes/cashbox.tsx) or as the `cashbox` modal (the game frame's "open cashbox").

import type { DepositQuery } from '@croupier/rules/cashbox'
import { formatMinorUnits } from '@croupier/rules/currency'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Dialog } from '../../../ui/dialog'
import { useCanceledDepositWarning } from '../hooks/use-canceled-deposit-warning'
import { useWallet } from '../hooks/use-wallet'
import type { CashboxStep } from '../model/cashbox-step'
import styles from './cashbox.module.css'
import { DashboardStep } from './dashboard-step'
import { DepositStep } from './deposit-step'
import { HistoryStep } from './history-step'
import { OneClickStep } from './one-click-step'
import { WithdrawStep } from './withdraw-step'

export type { CashboxStep }

const ALL_TABS: readonly Exclude<CashboxStep, 'one-click'>[] = ['dashboard', 'deposit', 'withdraw', 'history']
// Issue #5 item 8: cooling-off or self-exclusion leaves withdrawal and history only (MGA).
const RESTRICTED_TABS: readonly Exclude<CashboxStep, 'one-click'>[] = ['dashboard', 'withdraw', 'history']

export interface CashboxDialogProps {
  initialStep: CashboxStep
  deposit?: DepositQuery
  /** A bonus code the stored-bonus-code routine has set (spec 1 §2). */
  bonusCode?: string | null
  onClose: () => void
}

export const NO_DEPOSIT_QUERY: DepositQuery = {
  amountProp: 0,
  autoApplyPromocode: false,
  fromDashboard: false,
}

export default function CashboxDialog({
  initialStep,
  deposit = NO_DEPOSIT_QUERY,
  bonusCode = null,
  onClose,
}: CashboxDialogProps) {
  const { t } = useTranslation()
  const { locale, player } = useShellContext()
  const wallet = useWallet()
  const restricted = Boolean(player?.responsible_gaming?.restriction)
  const TABS = restricted ? RESTRICTED_TABS : ALL_TABS
  const allowed = (wanted: CashboxStep): CashboxStep =>
    restricted && (wanted === 'deposit' || wanted === 'one-click') ? 'dashboard' : wanted
  const [step, setStep] = useState<CashboxStep>(allowed(initialStep))
  const [depositQuery, setDepositQuery] = useState<DepositQuery>(deposit)
  const baseId = useId()
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({})
  useEffect(() => setStep(allowed(initialStep)), [initialStep])

  const goTo = (wanted: CashboxStep) => {
    const next = allowed(wanted)
    if (next === 'deposit' && step === 'dashboard') setDepositQuery({ ...depositQuery, fromDashboard: true })
    setStep(next)
  }
  useCanceledDepositWarning(() => goTo('deposit'))
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (delta === 0) return
    event.preventDefault()
    const next = TABS[(index + delta + TABS.length) % TABS.length] ?? 'dashboard'
    goTo(next)
    tabRefs.current[next]?.focus()
  }
  const account = wallet.account
  const selectedTab = step === 'one-click' ? 'deposit' : step

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="screen"
      title={t('cashbox.title')}
      // spec 1 §2: an overlay click does not close the cashbox.
      closeOnOutsideClick={false}
      // Focus starts on the open section's tab (not the close button), ready for arrow keys.
      onOpenAutoFocus={(event) => {
        event.preventDefault()
        tabRefs.current[step === 'one-click' ? 'deposit' : step]?.focus()
      }}
      subtitle={
        account ? (
          <p className={styles.balanceLine} data-testid="cashbox-balance">
            {t('cashbox.balance')}{' '}
            <strong>{formatMinorUnits(account.amount_cents, account.currency, locale)}</strong>
          </p>
        ) : null
      }
      toolbar={
        <div className={styles.tabs} role="tablist" aria-label={t('cashbox.sections')}>
          {TABS.map((tab, index) => (
            <button
              key={tab}
              ref={(node) => {
                tabRefs.current[tab] = node
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab}`}
              aria-controls={`${baseId}-panel`}
              aria-selected={selectedTab === tab}
              tabIndex={selectedTab === tab ? 0 : -1}
              className={styles.tab}
              onClick={() => goTo(tab)}
              onKeyDown={(event) => onTabKey(event, index)}
            >
              {t(`cashbox.tabs.${tab}`)}
            </button>
          ))}
        </div>
      }
      bodyProps={{
        role: 'tabpanel',
        id: `${baseId}-panel`,
        'aria-labelledby': `${baseId}-tab-${selectedTab}`,
      }}
    >
      {step === 'dashboard' ? <DashboardStep wallet={wallet} onStep={goTo} /> : null}
      {step === 'deposit' ? (
        <DepositStep wallet={wallet} query={depositQuery} initialBonusCode={bonusCode} onStep={goTo} />
      ) : null}
      {step === 'one-click' ? <OneClickStep wallet={wallet} query={depositQuery} onStep={goTo} /> : null}
      {step === 'withdraw' ? <WithdrawStep wallet={wallet} onStep={goTo} /> : null}
      {step === 'history' ? <HistoryStep wallet={wallet} /> : null}
    </Dialog>
  )
}
