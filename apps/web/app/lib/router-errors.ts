// Router errors (spec 1 §2, spec 2 §8): duplicate or aborted navigations are ignored, the rest is
// logged through PUT /log — once, though both the router's onError and an error boundary see it.
import { isIgnorableNavigationError } from '@croupier/rules/routing'
import { isRouteErrorResponse } from 'react-router'
import { logError } from './log'

export const ROUTER_ERROR_LOG_NAME = 'ROUTER_ERROR'

const reported = new WeakSet<object>()

export function reportRouterError(error: unknown, context?: Record<string, string | number>): void {
  if (isIgnorableNavigationError(error)) return
  // 4xx answers (not found, guards) are pages, not failures.
  if (isRouteErrorResponse(error) && error.status < 500) return
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return
    reported.add(error)
  }
  const logged = isRouteErrorResponse(error) ? `HTTP ${error.status} ${error.statusText}` : error
  logError(ROUTER_ERROR_LOG_NAME, logged, context)
}

/** Runs a navigation (navigate() may return a promise) and reports how it failed. */
export function runNavigation(navigation: () => void | Promise<void>): void {
  try {
    const pending = navigation()
    if (pending) pending.catch((error: unknown) => reportRouterError(error))
  } catch (error) {
    reportRouterError(error)
  }
}
