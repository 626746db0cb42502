// Live jackpot pages (ADR 041): amounts move with public `jackpots_changes`; a jackpot drop on the
// public `wins` feed reloads the page's data (its wins lists and the restarted level).
import type { Jackpot } from '@croupier/contract/catalogue/get-jackpots'
import { useEffect, useState } from 'react'
import { useRevalidator } from 'react-router'
import { onRealtimeEvent } from '../../../lib/realtime'
import { applyChange } from '../model/jackpot-view'

export function useLiveJackpots(initial: Jackpot[], jackpot?: string): Jackpot[] {
  const [pools, setPools] = useState(initial)
  const { revalidate } = useRevalidator()
  useEffect(() => setPools(initial), [initial])
  useEffect(
    () => onRealtimeEvent('jackpots_changes', (change) => setPools((now) => applyChange(now, change))),
    [],
  )
  useEffect(
    () =>
      onRealtimeEvent('wins', (win) => {
        if (win.jackpot && (jackpot === undefined || win.jackpot.identifier === jackpot)) void revalidate()
      }),
    [revalidate, jackpot],
  )
  return pools
}
