// Player groups for other modules (payments, VIP), usable inside their transactions.
import type { Database } from '../../db/client.ts'
import type { Executor } from '../events/events.service.ts'
import * as repo from './player.repository.ts'

export type { GroupRef } from './player.repository.ts'

export function listPlayerGroups(db: Executor, playerId: number): Promise<repo.GroupRef[]> {
  return repo.listPlayerGroupRefs(db as Database, playerId)
}

export function addPlayerGroups(db: Executor, playerId: number, groupIds: readonly number[]): Promise<void> {
  return repo.addPlayerGroups(db as Database, playerId, groupIds)
}

/** Leaves the groups (a VIP status move takes the player out of the other VIP groups). */
export function removePlayerGroups(
  db: Executor,
  playerId: number,
  groupIds: readonly number[],
): Promise<void> {
  return repo.removePlayerGroups(db as Database, playerId, groupIds)
}
