// The payments info page's data (spec 2 §2.7, §9): deposit and withdrawal methods with their limits,
// fees and processing times for one currency, read on the server so the page renders complete.
import * as api from '@croupier/contract/api.generated'
import type { PaymentMethod } from '@croupier/contract/payments/get-payment-methods'
import { platformFor } from '../../lib/platform-client.server'

export async function loadPaymentsInfo(
  request: Request,
  currency: string,
): Promise<{ deposit: PaymentMethod[] | null; cashout: PaymentMethod[] | null }> {
  const platform = platformFor(request)
  const list = (action: 'deposit' | 'cashout') =>
    platform.callOrNull(api.getPaymentMethods, { query: { currency, action } })
  const [deposit, cashout] = await Promise.all([list('deposit'), list('cashout')])
  return { deposit, cashout }
}
