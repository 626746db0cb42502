// Which cashbox step a path opens (spec 1 §2): dashboard for /cashbox and /dashboard, deposit for
// /deposit and /accounts/{id}/deposit, the stored-bonus-code routine then deposit for
// /deposit-bonus, withdrawal for /withdraw, one-click for /deposit-fast. Shared by the route's
// loader (its guard) and the component.
import type { RouteName } from '@croupier/contract/route-table'
import { routePath } from '@croupier/rules/routing'

export type CashboxEntry = 'dashboard' | 'deposit' | 'deposit-bonus' | 'withdraw' | 'one-click'

const ENTRIES: Record<string, { entry: CashboxEntry; route: RouteName }> = {
  '/cashbox': { entry: 'dashboard', route: 'cashbox' },
  '/dashboard': { entry: 'dashboard', route: 'cashboxDashboard' },
  '/deposit': { entry: 'deposit', route: 'cashboxDeposit' },
  '/deposit-bonus': { entry: 'deposit-bonus', route: 'cashboxDepositBonus' },
  '/withdraw': { entry: 'withdraw', route: 'cashboxWithdraw' },
  '/deposit-fast': { entry: 'one-click', route: 'cashboxOneClickDeposit' },
}

export function cashboxEntryOf(pathname: string): { entry: CashboxEntry; route: RouteName } {
  const path = routePath(pathname)
  if (/^\/accounts\/[^/]+\/deposit$/.test(path)) return { entry: 'deposit', route: 'cashboxDeposit' }
  return ENTRIES[path] ?? { entry: 'dashboard', route: 'cashbox' }
}
