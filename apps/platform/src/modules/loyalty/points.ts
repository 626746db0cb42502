// Comp-point changes inside a caller's transaction (ADR 040): the account is locked, the entry's
// key makes the change happen once, neither balance goes below zero, and `comp_points.changed`
// is written with the change.
import type { DomainEvent } from '../events/events.service.ts'
import { type Executor, emitEvents } from '../events/events.service.ts'
import * as repo from './loyalty.repository.ts'
import type { CompPointReason } from './loyalty.tables.ts'

export interface CreditPoints {
  playerId: number
  /** Positive: points given (level gift, operator); the exchange debits through `debitPointsInTx`. */
  points: number
  /** Also add them to lifetime (level) points. */
  persistent: boolean
  reason: CompPointReason
  /** Unique per player: `level:<n>`, `operator:<key>`… */
  key: string
  now?: Date
}

export function pointsChanged(
  playerId: number,
  awarded: number,
  account: { chargeable: number; persistent: number },
  reason: CompPointReason,
): DomainEvent {
  return {
    type: 'comp_points.changed',
    payload: {
      player_id: playerId,
      awarded,
      chargeable: account.chargeable,
      persistent: account.persistent,
      reason,
    },
  }
}

/** Credits points once per key; false when the key was credited before (nothing changes). */
export async function creditPointsInTx(tx: Executor, input: CreditPoints): Promise<boolean> {
  if (!Number.isSafeInteger(input.points) || input.points <= 0)
    throw new RangeError('points must be positive')
  const now = input.now ?? new Date()
  const account = await repo.lockAccount(tx, input.playerId)
  const chargeable = account.chargeable + input.points
  const persistent = account.persistent + (input.persistent ? input.points : 0)
  const inserted = await repo.insertEntries(tx, [
    {
      playerId: input.playerId,
      key: input.key,
      reason: input.reason,
      points: input.points,
      persistentPoints: input.persistent ? input.points : 0,
      chargeableAfter: chargeable,
      createdAt: now,
    },
  ])
  if (inserted === 0) return false
  await repo.updateAccount(tx, input.playerId, { chargeable, persistent, now })
  await emitEvents(tx, [
    pointsChanged(input.playerId, input.points, { chargeable, persistent }, input.reason),
  ])
  return true
}

export class PointsShortError extends Error {
  constructor(readonly shortfall: number) {
    super('The comp-point balance is short.')
  }
}

/** Debits chargeable points (persistent never fall) under key; PointsShortError when short. */
export async function debitPointsInTx(
  tx: Executor,
  input: { playerId: number; points: number; key: string; now: Date },
): Promise<{ chargeable: number; persistent: number }> {
  const account = await repo.lockAccount(tx, input.playerId)
  if (account.chargeable < input.points) throw new PointsShortError(input.points - account.chargeable)
  const chargeable = account.chargeable - input.points
  const inserted = await repo.insertEntries(tx, [
    {
      playerId: input.playerId,
      key: input.key,
      reason: 'exchange',
      points: -input.points,
      persistentPoints: 0,
      chargeableAfter: chargeable,
      createdAt: input.now,
    },
  ])
  if (inserted === 0) throw new Error(`comp point entry ${input.key} exists`)
  await repo.updateAccount(tx, input.playerId, { chargeable, persistent: account.persistent, now: input.now })
  const balances = { chargeable, persistent: account.persistent }
  await emitEvents(tx, [pointsChanged(input.playerId, -input.points, balances, 'exchange')])
  return balances
}

export async function compPointsOf(
  db: Executor,
  playerId: number,
): Promise<{ chargeable: { points: number }; persistent: { points: number } }> {
  const account = await repo.findAccount(db, playerId)
  return {
    chargeable: { points: account?.chargeable ?? 0 },
    persistent: { points: account?.persistent ?? 0 },
  }
}
