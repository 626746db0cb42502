// TanStack Query for the browser's interactive server state, loaded after hydration so its client
// stays out of the lobby's initial JS (bundle budget, ADR 011).
// First-paint data comes from route loaders. A component that calls useQuery must mount after
// hydration (dialogs, menus, lazy widgets) or wait for useQueryClientReady().
import { type QueryClient, QueryClientContext } from '@tanstack/react-query'
import { type ReactNode, useContext, useEffect, useState } from 'react'
import { logError } from './log'

/** The same element tree before and after the client loads, so nothing remounts when it arrives. */
export function LazyQueryClientProvider({ children }: { children: ReactNode }) {
  const [client, setClient] = useState<QueryClient | undefined>(undefined)
  useEffect(() => {
    let active = true
    let loaded: QueryClient | undefined
    import('./query-client')
      .then(({ createQueryClient }) => {
        if (!active) return
        loaded = createQueryClient()
        // What QueryClientProvider does: follow window focus and online state.
        loaded.mount()
        setClient(loaded)
      })
      .catch((error: unknown) => logError('LOAD_QUERY_CLIENT_ERROR', error))
    return () => {
      active = false
      loaded?.unmount()
    }
  }, [])
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>
}

/** Whether useQuery may be called yet (false during server rendering and hydration). */
export function useQueryClientReady(): boolean {
  return useContext(QueryClientContext) !== undefined
}
