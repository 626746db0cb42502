// The player's payment history (GET /api/player/payments), re-read when the platform says it changed
// (realtime `payments_changes`) and after a recall.
import type { Payment } from '@croupier/contract/payments/payment'
import { useCallback, useEffect, useState } from 'react'
import { on } from '../../../lib/events'
import { getPayments } from '../api/cashbox-api'

export type HistoryState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; payments: Payment[] }

export function usePaymentHistory(limit = 50): [HistoryState, () => Promise<void>] {
  const [state, setState] = useState<HistoryState>({ status: 'loading' })
  const load = useCallback(async () => {
    try {
      setState({ status: 'ready', payments: await getPayments(limit) })
    } catch {
      setState((current) => (current.status === 'ready' ? current : { status: 'error' }))
    }
  }, [limit])
  useEffect(() => {
    void load()
    return on('realtime', ({ name }) => {
      if (name === 'payments_changes') void load()
    })
  }, [load])
  return [state, load]
}
