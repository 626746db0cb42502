// Which cashbox step a path opens (spec 1 §2): dashboard for /cashbox and /dashboard, deposit for
// /deposit and /accounts/{id}/deposit, the stored-bonus-code routine then deposit for
// /deposit-bonus, withdrawal for /withdraw, one-click for /deposit-fast. Shared by the route's
// loader (its guard), the component and the modal that opens over the game page.
import type { RouteName } from '@croupier/contract/route-table'
import { parseDepositQuery } from '@croupier/rules/cashbox'
import { routePath } from '@croupier/rules/routing'
import type { DialogRoute } from '../../../lib/dialog-routes'

export type CashboxEntry = 'dashboard' | 'deposit' | 'deposit-bonus' | 'withdraw' | 'one-click'

const ENTRIES: Record<string, { entry: CashboxEntry; route: RouteName }> = {
  '/cashbox': { entry: 'dashboard', route: 'cashbox' },
  '/dashboard': { entry: 'dashboard', route: 'cashboxDashboard' },
  '/deposit': { entry: 'deposit', route: 'cashboxDeposit' },
  '/deposit-bonus': { entry: 'deposit-bonus', route: 'cashboxDepositBonus' },
  '/withdraw': { entry: 'withdraw', route: 'cashboxWithdraw' },
  '/deposit-fast': { entry: 'one-click', route: 'cashboxOneClickDeposit' },
}

function findCashboxEntry(pathname: string): { entry: CashboxEntry; route: RouteName } | null {
  const path = routePath(pathname)
  if (/^\/accounts\/[^/]+\/deposit$/.test(path)) return { entry: 'deposit', route: 'cashboxDeposit' }
  return ENTRIES[path] ?? null
}

export function cashboxEntryOf(pathname: string): { entry: CashboxEntry; route: RouteName } {
  return findCashboxEntry(pathname) ?? { entry: 'dashboard', route: 'cashbox' }
}

/** The `cashbox` dialog a cashbox path opens over a page that stays (the game), else null. */
export const cashboxModalFor: DialogRoute = (location) => {
  const found = findCashboxEntry(location.pathname)
  // /deposit-bonus runs the stored-bonus-code routine, which lives on its route.
  if (found === null || found.entry === 'deposit-bonus') return null
  const { amountProp } = parseDepositQuery(new URLSearchParams(location.search))
  return { name: 'cashbox', props: { step: found.entry, amountProp } }
}
