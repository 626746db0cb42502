// What VIP asks of the other loyalty modules (ADR 040): a status's first-time gift is a wheel
// lootbox (the VIP wheel from gold up, whose wheel only those groups see; the Rocket Wheel below),
// key `vip:<status>`; comp points for level gifts and the persistent points levels are read from.
import type { VipStatus } from '@croupier/rules/groups'
import type { Executor } from '../events/events.service.ts'
import { issueLootboxInTx, LootboxGroupUnknownError } from '../lootboxes/lootboxes.service.ts'
import * as repo from './vip.repository.ts'

const VIP_WHEEL_STATUSES: readonly VipStatus[] = ['gold', 'platinum', 'diamond']

export function statusGiftGroupKey(status: VipStatus): string {
  return VIP_WHEEL_STATUSES.includes(status) ? 'manual_wheel_vip' : 'manual_wheel'
}

/** Issues the status's lootbox for the gift row `giftId` (once: the box's key is `vip:<status>`). */
export async function giveStatusGift(
  tx: Executor,
  input: { playerId: number; status: VipStatus; giftId: number; now: Date },
): Promise<void> {
  try {
    const box = await issueLootboxInTx(tx, {
      playerId: input.playerId,
      groupKey: statusGiftGroupKey(input.status),
      source: 'vip',
      key: `vip:${input.status}`,
      now: input.now,
    })
    if (box) await repo.setStatusGiftLootbox(tx, input.giftId, box.id)
  } catch (error) {
    // No wheel configured for the player's groups: the gift row stands without a box.
    if (!(error instanceof LootboxGroupUnknownError)) throw error
  }
}
