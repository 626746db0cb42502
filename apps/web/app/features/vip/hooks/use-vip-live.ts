// Live VIP status (ADR 040): the platform sends `group_updates` when a status changes the player's
// groups; the pages and the header read the groups from the loaders, so they are revalidated.
import { useEffect } from 'react'
import { useRevalidator } from 'react-router'
import { on } from '../../../lib/events'

export function useVipLive(): void {
  const { revalidate } = useRevalidator()
  useEffect(
    () =>
      on('realtime', ({ name }) => {
        if (name === 'group_updates') void revalidate()
      }),
    [revalidate],
  )
}
