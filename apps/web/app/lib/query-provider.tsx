// TanStack Query for the browser's interactive server state, loaded after hydration so its client
// stays out of the lobby's initial JS (bundle budget, ADR 011).
// First-paint data comes from route loaders. A component that calls useQuery must mount after
// hydration (dialogs, menus, lazy widgets) or wait for useQueryClientReady().
import { type QueryClient, QueryClientContext } from '@tanstack/react-query'
import { type ReactNode, useContext, useEffect, useState } from 'react'
import { useRouteLoaderData } from 'react-router'
import { onFirstInteraction } from '../ui/use-idle-import'
import { logError } from './log'

/** The same element tree before and after the client loads, so nothing remounts when it arrives. */
export function LazyQueryClientProvider({ children }: { children: ReactNode }) {
  const [client, setClient] = useState<QueryClient | undefined>(undefined)
  // A guest needs it only once they act (sign-in's post-login batch): loaded on the first
  // interaction, so a guest's lobby loads none of it before it is interactive (issue 11).
  const root = useRouteLoaderData('root') as { shell?: { player?: unknown } } | undefined
  const isPlayer = Boolean(root?.shell?.player)
  const [isWanted, setIsWanted] = useState(false)
  useEffect(() => {
    if (!isPlayer) return onFirstInteraction(() => setIsWanted(true))
    setIsWanted(true)
    return undefined
  }, [isPlayer])
  useEffect(() => {
    if (!isWanted) return
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
  }, [isWanted])
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>
}

/** Whether useQuery may be called yet (false during server rendering and hydration). */
export function useQueryClientReady(): boolean {
  return useContext(QueryClientContext) !== undefined
}
