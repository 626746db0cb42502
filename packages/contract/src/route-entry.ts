// One page of the route table (route-table.ts, auth-routes.ts): its path and its guard.
import type { RouteGuard } from '@croupier/rules/routing'

export interface RouteEntry {
  /** Path without locale prefix; null where the spec shows none. */
  readonly path: string | null
  readonly guard: RouteGuard
  /** Other paths that open the same page (spec 1 §2 "alias"). */
  readonly aliases?: readonly string[]
}
