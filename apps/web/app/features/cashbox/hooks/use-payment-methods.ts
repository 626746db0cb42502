// Payment methods for the wallet currency and one action (spec 1 §5: an empty list is loaded again,
// up to 3 more times), refreshed when the platform says they changed (payment_methods_updated).
import type { PaymentMethod } from '@croupier/contract/payments/get-payment-methods'
import type { PaymentAction } from '@croupier/contract/payments/payment'
import { shouldRetryMethods } from '@croupier/rules/cashbox'
import { groupIdsOf } from '@croupier/rules/groups'
import { useEffect, useState } from 'react'
import { on } from '../../../lib/events'
import { useShellContext } from '../../../lib/shell-context'
import { getPaymentMethods } from '../api/cashbox-api'
import { visibleMethods } from '../model/method-display'

/** Our choice: a short pause between retries of an empty list. */
export const METHODS_RETRY_DELAY_MS = 600

export type MethodsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; methods: PaymentMethod[] }

export async function loadMethodsWithRetry(
  load: () => Promise<PaymentMethod[]>,
  sleep: (ms: number) => Promise<void>,
): Promise<PaymentMethod[]> {
  let methods = await load()
  for (let retries = 0; shouldRetryMethods(methods.length, retries); retries++) {
    await sleep(METHODS_RETRY_DELAY_MS)
    methods = await load()
  }
  return methods
}

export function usePaymentMethods(
  currency: string | null,
  action: PaymentAction,
): [MethodsState, () => void] {
  const { player } = useShellContext()
  const groups = groupIdsOf(player?.statuses)
  const groupKey = groups.join(',')
  const [state, setState] = useState<MethodsState>({ status: 'loading' })
  const [version, setVersion] = useState(0)
  useEffect(
    () =>
      on('realtime', ({ name }) => {
        if (name === 'payment_methods_updated') setVersion((v) => v + 1)
      }),
    [],
  )
  useEffect(() => {
    if (!currency) return
    let alive = true
    setState({ status: 'loading' })
    loadMethodsWithRetry(
      () => getPaymentMethods(currency, action),
      (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    ).then(
      (methods) => {
        const ids = groupKey === '' ? [] : groupKey.split(',').map(Number)
        if (alive) setState({ status: 'ready', methods: visibleMethods(methods, ids) })
      },
      () => alive && setState({ status: 'error' }),
    )
    return () => {
      alive = false
    }
  }, [currency, action, groupKey, version])
  return [state, () => setVersion((v) => v + 1)]
}
