// Live adventure: a deposit that completes a day issues its gift, which reaches the player as
// `bonuses_changes` or `freespins_changes`; the page's data comes from the loader, so it revalidates.
import { useEffect } from 'react'
import { useRevalidator } from 'react-router'
import { on } from '../../../lib/events'

const CHANGES = new Set(['bonuses_changes', 'freespins_changes', 'payments_changes'])

export function useAdventureLive(): void {
  const { revalidate } = useRevalidator()
  useEffect(
    () =>
      on('realtime', ({ name }) => {
        if (CHANGES.has(name)) void revalidate()
      }),
    [revalidate],
  )
}
