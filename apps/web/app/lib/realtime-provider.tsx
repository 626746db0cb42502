// Starts the realtime client once the page is hydrated and idle, forwards its events to the
// client event bus, and on every reconnect has balance and notifications re-fetched.
import type { RealtimeSettings } from '@croupier/contract/player/get-player-settings'
import { type QueryClient, QueryClientContext } from '@tanstack/react-query'
import { useContext, useEffect, useRef, useState } from 'react'
import { onFirstInteraction } from '../ui/use-idle-import'
import { emit, on } from './events'
import { type IoFactory, startRealtime } from './realtime'

/** Upper bound on waiting for an idle moment before connecting. */
export const REALTIME_IDLE_TIMEOUT_MS = 2_000

/** Query keys re-fetched after a reconnect: events sent while away are lost. */
export const RECONNECT_QUERY_KEYS = [['balance'], ['notifications']] as const

function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: REALTIME_IDLE_TIMEOUT_MS })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(task, 0)
  return () => window.clearTimeout(id)
}

/**
 * GET /api/player/settings. A 401 for a known guest is expected and silent; for a player who
 * was signed in it means the session ended (spec 1 §7: every 401 is an auth error).
 */
export async function fetchRealtimeSettings(signedIn: boolean | undefined): Promise<RealtimeSettings | null> {
  // Loaded on demand: the realtime client starts after the page is interactive.
  // Destructured at the import, so the bundler keeps only these of each module.
  const { call, PlatformFailure } = await import('./platform-client')
  const { getPlayerSettings } = await import('@croupier/contract/descriptors/player/get-player-settings')
  try {
    return (await call(getPlayerSettings, { silentUnauthorized: true })).realtime
  } catch (error) {
    if (!(error instanceof PlatformFailure && error.failure.kind === 'unauthorized')) throw error
    if (signedIn) emit('auth-error', { path: error.path })
    return null
  }
}

export interface RealtimeConnectorProps {
  /** The signed-in player's id, null for a guest, undefined when unknown; a change reconnects. */
  playerId?: string | null
  /** Tests inject these. */
  getSettings?: () => Promise<RealtimeSettings | null>
  ioFactory?: IoFactory
}

export function RealtimeConnector({ playerId, getSettings, ioFactory }: RealtimeConnectorProps): null {
  // No QueryClientProvider (some tests, error pages): skip the invalidation, keep the events.
  const queryClient = useContext(QueryClientContext) as QueryClient | undefined
  const queryClientRef = useRef(queryClient)
  queryClientRef.current = queryClient
  // Sign-in and sign-out change which private room the socket may join: reconnect.
  const [generation, setGeneration] = useState(0)
  useEffect(() => {
    const restart = () => setGeneration((value) => value + 1)
    const offLogout = on('logout', restart)
    const offRegistration = on('registration', restart)
    return () => {
      offLogout()
      offRegistration()
    }
  }, [])

  useEffect(() => {
    void generation
    let stop: (() => void) | undefined
    // A guest joins only the public channels: on the first interaction, so a guest's lobby loads no
    // Socket.IO client before it is interactive (issue 11); a player connects when idle.
    const when = playerId === null ? onFirstInteraction : whenIdle
    const cancelIdle = when(() => {
      stop = startRealtime(
        {
          getSettings:
            getSettings ??
            (() =>
              playerId === null ? Promise.resolve(null) : fetchRealtimeSettings(playerId !== undefined)),
          onEvent: (name, payload) => emit('realtime', { name, payload }),
          onReconnect: () => {
            emit('realtime-reconnect', {})
            for (const queryKey of RECONNECT_QUERY_KEYS) {
              void queryClientRef.current?.invalidateQueries({ queryKey: [...queryKey] })
            }
          },
        },
        ioFactory,
      )
    })
    return () => {
      cancelIdle()
      stop?.()
    }
  }, [playerId, generation, getSettings, ioFactory])

  return null
}
