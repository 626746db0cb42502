// The managers of a VIP player (spec 2 §2.3, §6 G4): none for a regular player, without a call.
import type { VipManager } from '@croupier/contract/config/post-managers'
import { groupIdsOf, vipStatus } from '@croupier/rules/groups'
import { useEffect, useState } from 'react'
import { logError } from '../../../lib/log'
import type { ShellPlayer } from '../../../lib/shell-context'
import { getVipManagers } from '../api/vip-api'

/** undefined while loading, [] for a regular player or when the list failed to load. */
export function useVipManagers(player: Pick<ShellPlayer, 'statuses'> | null): VipManager[] | undefined {
  const groups = groupIdsOf(player?.statuses)
  const isVip = vipStatus(groups) !== 'regular'
  const key = groups.join(',')
  const [managers, setManagers] = useState<VipManager[] | undefined>(isVip ? undefined : [])
  useEffect(() => {
    if (!isVip) {
      setManagers([])
      return
    }
    let live = true
    getVipManagers(key.split(',').map(Number)).then(
      (found) => live && setManagers(found),
      (error: unknown) => {
        logError('LOAD_VIP_MANAGERS_ERROR', error)
        if (live) setManagers([])
      },
    )
    return () => {
      live = false
    }
  }, [isVip, key])
  return managers
}
