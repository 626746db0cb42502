// /payments (spec 2 §2.7): the payments info page, open to guests and server-rendered: deposit and
// withdrawal methods with their limits, fees and processing times per currency (?currency=).
import { PaymentsInfo } from '../features/cashbox/components/payments-info'
import { PAYMENTS_INFO_CURRENCIES, paymentsInfoCurrency } from '../features/cashbox/model/payments-info'
import { loadPaymentsInfo } from '../features/cashbox/payments-info.server'
import { pageMeta } from '../lib/meta'
import { routeContext } from '../lib/route-context.server'
import type { Route } from './+types/payments-info'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { shell, t } = await routeContext(request, context)
  const currency = paymentsInfoCurrency(
    new URL(request.url).searchParams.get('currency'),
    shell?.player ?? null,
    shell?.country ?? '',
  )
  const methods = await loadPaymentsInfo(request, currency)
  return {
    currency,
    ...methods,
    meta: { title: t('cashbox.info.metaTitle'), description: t('cashbox.info.lead') },
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function PaymentsInfoRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PaymentsInfo
      currency={loaderData.currency}
      currencies={PAYMENTS_INFO_CURRENCIES}
      deposit={loaderData.deposit}
      cashout={loaderData.cashout}
    />
  )
}
