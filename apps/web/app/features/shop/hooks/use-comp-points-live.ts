// Keeps the comp points live while a player's header is mounted: loads them when the store holds
// none, applies `comps_award` (spec 2 §7) and re-fetches after a reconnect (Socket.IO drops events).
import type { RealtimeEventMap } from '@croupier/contract/realtime/events'
import { useEffect } from 'react'
import { on } from '../../../lib/events'
import { logError } from '../../../lib/log'
import { applyCompsAward, loadCompPoints, useCompPointsStore } from '../model/comp-points-store'

export function useCompPointsLive(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return
    const reload = () => loadCompPoints().catch((error: unknown) => logError('COMP_POINTS_LOAD_ERROR', error))
    if (useCompPointsStore.getState().chargeable === null) void reload()
    const offAward = on('realtime', ({ name, payload }) => {
      if (name === 'comps_award') applyCompsAward(payload as RealtimeEventMap['comps_award'])
    })
    const offReconnect = on('realtime-reconnect', () => void reload())
    return () => {
      offAward()
      offReconnect()
    }
  }, [enabled])
}
