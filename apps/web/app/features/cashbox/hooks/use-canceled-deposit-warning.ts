// spec 1 §4 "Canceled deposit warning": when the cashbox opens (and when payments change), the latest
// deposit that was canceled within 5 minutes and not shown before is announced once as a toast; the
// last one shown is remembered in localStorage. Its action (spec 2 §8) opens the deposit step again:
// in the dialog while it is open, through the /deposit route once it is closed.

import { canceledDepositToWarn, LAST_CANCELED_DEPOSIT_KEY } from '@croupier/rules/cashbox'
import { localizePath } from '@croupier/rules/locale'
import { CANCELED_DEPOSIT_WINDOW_MS } from '@croupier/rules/ui-timing'
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { emit, on } from '../../../lib/events'
import { registerPlayerLocalKey } from '../../../lib/player-session'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { getPayments } from '../api/cashbox-api'

registerPlayerLocalKey(LAST_CANCELED_DEPOSIT_KEY)

function readLastShown(): string | null {
  try {
    return window.localStorage.getItem(LAST_CANCELED_DEPOSIT_KEY)
  } catch {
    return null
  }
}

export function useCanceledDepositWarning(depositAgain: () => void): void {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const navigate = useNavigate()
  const again = useRef(depositAgain)
  again.current = depositAgain
  const isOpen = useRef(false)
  useEffect(() => {
    isOpen.current = true
    return () => {
      isOpen.current = false
    }
  }, [])
  useEffect(() => {
    let alive = true
    const check = async () => {
      const payments = await getPayments(20).catch(() => null)
      if (!alive || payments === null) return
      const id = canceledDepositToWarn(payments, readLastShown(), new Date(), CANCELED_DEPOSIT_WINDOW_MS)
      if (id === null) return
      try {
        window.localStorage.setItem(LAST_CANCELED_DEPOSIT_KEY, id)
      } catch {
        // Private mode: the warning may show again, which is harmless.
      }
      emit('toast', {
        kind: 'warning',
        code: 'CANCELED_PAYMENT',
        text: t('cashbox.canceledDeposit'),
        action: {
          label: t('cashbox.canceledDepositAction'),
          onSelect: () =>
            isOpen.current ? again.current() : void navigate(localizePath(locale, '/deposit')),
        },
      })
    }
    void check()
    const off = on('realtime', ({ name, payload }) => {
      const change = payload as { action?: string; state?: string }
      if (name === 'payments_changes' && change.action === 'deposit' && change.state === 'canceled')
        void check()
    })
    return () => {
      alive = false
      off()
    }
  }, [t, locale, navigate])
}
