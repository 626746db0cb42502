// The VIP calls from the browser (ADR 040; contract config/post-managers) on the typed client,
// by descriptor: the side menu's drawer carries them.
import type { VipManager } from '@croupier/contract/config/post-managers'
import { postManagers } from '@croupier/contract/descriptors/config/post-managers'
import { call } from '../../../lib/platform-client'

const managersByGroups = new Map<string, Promise<VipManager[]>>()

/** The managers looking after the player's groups (spec 1 §6 G13), once per set of groups. */
export function getVipManagers(groupIds: readonly number[]): Promise<VipManager[]> {
  const key = [...groupIds].sort((a, b) => a - b).join(',')
  const held = managersByGroups.get(key)
  if (held) return held
  const loading = call(postManagers, { body: { userGroups: [...groupIds] } }).then(
    (answer) => answer.managers,
    (error: unknown) => {
      managersByGroups.delete(key)
      throw error
    },
  )
  managersByGroups.set(key, loading)
  return loading
}
