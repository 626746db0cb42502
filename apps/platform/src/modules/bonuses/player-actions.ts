// The player's bonus and free-spin actions behind the routes (spec 2 §7 C13–C14, ADR 039): each in
// one transaction, refusals as the contract names them — 404 NOT_FOUND for an id that is not the
// player's, 403 BONUS_NOT_ALLOWED for a player who may not have bonuses (self-excluded, cooling
// off, bonuses switched off, multi-account), 409 BONUS_ACTIVE_EXISTS, 409 BONUS_NOT_ACTIVATABLE.
import type { PlayerBonus, PlayerFreeSpins } from '@croupier/contract/bonuses/player-bonus'
import { isMultiAccount } from '@croupier/rules/groups'
import type { Database } from '../../db/client.ts'
import { HttpError } from '../../http/errors.ts'
import { assertNotRestricted, RestrictedError } from '../limits/enforcement.service.ts'
import { listPlayerGroups } from '../player/groups.service.ts'
import { findPlayerById } from '../player/player-records.service.ts'
import { activateBonusInTx, cancelBonusInTx } from './bonus-money.ts'
import * as repo from './bonuses.repository.ts'
import { activateFreeSpinsInTx, cancelFreeSpinsInTx } from './freespins-play.ts'
import { presentBonus, presentFreeSpinsOne } from './presenter.ts'

const notFound = () => new HttpError(404, 'NOT_FOUND', 'No such bonus.')
const notActivatable = () =>
  new HttpError(409, 'BONUS_NOT_ACTIVATABLE', 'This bonus can no longer be activated or canceled.')
const notAllowed = () => new HttpError(403, 'BONUS_NOT_ALLOWED', 'Bonuses are not available on this account.')

/** A wire id as a row id; anything else is nobody's. */
function rowId(id: string): number {
  if (!/^\d{1,15}$/.test(id)) throw notFound()
  return Number(id)
}

/** 403 BONUS_NOT_ALLOWED unless the player may take bonuses now (ADR 039 "Who gets bonuses"). */
export async function assertBonusAllowed(db: Database, playerId: number, now: Date): Promise<void> {
  const player = await findPlayerById(db, playerId)
  if (!player?.canIssueBonuses) throw notAllowed()
  const groups = (await listPlayerGroups(db, playerId)).map((g) => g.id)
  if (isMultiAccount(groups)) throw notAllowed()
  try {
    await assertNotRestricted(db, playerId, now)
  } catch (error) {
    if (error instanceof RestrictedError) throw notAllowed()
    throw error
  }
}

export async function activateBonus(
  db: Database,
  playerId: number,
  id: string,
  now: Date,
): Promise<PlayerBonus> {
  const bonusId = rowId(id)
  const owned = await repo.findBonus(db, bonusId)
  if (owned?.playerId !== playerId) throw notFound()
  await assertBonusAllowed(db, playerId, now)
  const row = await db.transaction(async (tx) => {
    const result = await activateBonusInTx(tx, playerId, bonusId, now)
    if (result.activated) return result.bonus
    throw result.reason === 'active_exists'
      ? new HttpError(409, 'BONUS_ACTIVE_EXISTS', 'Another bonus is active: finish or cancel it first.')
      : notActivatable()
  })
  return presentBonus(db, playerId, row, now)
}

export async function cancelBonus(
  db: Database,
  playerId: number,
  id: string,
  now: Date,
): Promise<PlayerBonus> {
  const bonusId = rowId(id)
  const owned = await repo.findBonus(db, bonusId)
  if (owned?.playerId !== playerId) throw notFound()
  const row = await db.transaction((tx) => cancelBonusInTx(tx, playerId, bonusId, now))
  if (!row) throw notActivatable()
  return presentBonus(db, playerId, row, now)
}

export async function activateFreeSpins(
  db: Database,
  playerId: number,
  id: string,
  now: Date,
): Promise<PlayerFreeSpins> {
  const batchId = rowId(id)
  const owned = await repo.findFreeSpins(db, batchId)
  if (owned?.playerId !== playerId) throw notFound()
  await assertBonusAllowed(db, playerId, now)
  const result = await db.transaction((tx) => activateFreeSpinsInTx(tx, playerId, batchId, now))
  if (!result.ok) throw result.reason === 'not_found' ? notFound() : notActivatable()
  return presentFreeSpinsOne(db, playerId, result.batch, now)
}

export async function cancelFreeSpins(
  db: Database,
  playerId: number,
  id: string,
  now: Date,
): Promise<PlayerFreeSpins> {
  const batchId = rowId(id)
  const result = await db.transaction((tx) => cancelFreeSpinsInTx(tx, playerId, batchId, now))
  if (!result.ok) throw result.reason === 'not_found' ? notFound() : notActivatable()
  return presentFreeSpinsOne(db, playerId, result.batch, now)
}
