// Keeps the player's lootboxes fresh while a page shows them: `lootboxes_changes` (spec 1 §7, a box
// issued, opened or expired) and every reconnect fetch the list again (events may be lost).
import { useEffect } from 'react'
import { on } from '../../../lib/events'
import { logError } from '../../../lib/log'
import { ensureLootboxes, loadLootboxes } from '../model/lootboxes-store'

const reload = () => {
  loadLootboxes().catch((error: unknown) => logError('LOOTBOXES_LOAD_ERROR', error))
}

export function useLootboxesLive(isPlayer: boolean): void {
  useEffect(() => {
    if (!isPlayer) return
    ensureLootboxes().catch((error: unknown) => logError('LOOTBOXES_LOAD_ERROR', error))
    const offChange = on('realtime', ({ name }) => {
      if (name === 'lootboxes_changes') reload()
    })
    const offReconnect = on('realtime-reconnect', reload)
    return () => {
      offChange()
      offReconnect()
    }
  }, [isPlayer])
}
