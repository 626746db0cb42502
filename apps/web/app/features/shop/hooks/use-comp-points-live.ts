// Keeps the comp points live while a player's header is mounted: loads them when the store holds
// none, applies `comps_award` (spec 2 §7) and re-fetches after a reconnect (Socket.IO drops events).
// The header and the side menu both mount it; the bus is subscribed once however many do.
import type { RealtimeEventMap } from '@croupier/contract/realtime/events'
import { useEffect } from 'react'
import { on } from '../../../lib/events'
import { logError } from '../../../lib/log'
import { applyCompsAward, loadCompPoints, useCompPointsStore } from '../model/comp-points-store'

const reload = () => loadCompPoints().catch((error: unknown) => logError('COMP_POINTS_LOAD_ERROR', error))

let mounted = 0
let unsubscribe: (() => void) | null = null

function subscribe(): () => void {
  mounted += 1
  if (mounted === 1) {
    const offAward = on('realtime', ({ name, payload }) => {
      if (name === 'comps_award') applyCompsAward(payload as RealtimeEventMap['comps_award'])
    })
    const offReconnect = on('realtime-reconnect', () => void reload())
    unsubscribe = () => {
      offAward()
      offReconnect()
    }
  }
  return () => {
    mounted -= 1
    if (mounted === 0) {
      unsubscribe?.()
      unsubscribe = null
    }
  }
}

export function useCompPointsLive(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return undefined
    if (useCompPointsStore.getState().chargeable === null) void reload()
    return subscribe()
  }, [enabled])
}
