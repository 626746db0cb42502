// Whether React has hydrated the page. A server-rendered control whose handler is not live yet
// stays disabled, so an early tap is refused visibly instead of being lost without a trace.
import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/** False on the server and during hydration, true from the render right after it (and in any later mount). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
