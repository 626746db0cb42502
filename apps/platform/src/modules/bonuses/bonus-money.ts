// Bonus money in the wallet (issue #12, ADR 039): activation credits it, cancellation and expiry
// forfeit it, a completed wagering converts it to cash (capped, the rest forfeited), at most once.
// Every function runs in the caller's open transaction and takes the locks in ADR 039's order: the
// wallet first, then the bonus row. Each writes its `bonus.changed` (and `balance.changed` when
// money moved) in the same transaction.
import type { DomainEvent } from '../events/events.service.ts'
import { emitEvents } from '../events/events.service.ts'
import {
  balanceChanged,
  type Executor,
  lockWallet,
  type Posted,
  postInTransaction,
  postLocked,
  type WalletRow,
} from '../wallet/ledger.service.ts'
import type { BonusRow } from './bonuses.repository.ts'
import * as repo from './bonuses.repository.ts'

export type ActivateResult =
  | { activated: true; bonus: BonusRow }
  | { activated: false; reason: 'active_exists' | 'not_activatable' }

/** The `bonus.changed` event of a bonus as it is now. */
export function bonusChanged(bonus: BonusRow): DomainEvent {
  return {
    type: 'bonus.changed',
    payload: {
      player_id: bonus.playerId,
      bonus_id: bonus.id,
      stage: bonus.stage,
      currency: bonus.currency,
      balance_cents: bonus.balanceCents,
      wagered_cents: bonus.wageredCents,
      wager_required_cents: bonus.wagerRequiredCents,
    },
  }
}

const DAY_MS = 86_400_000

/** Days to wager after activation, from the terms as issued (null or absent: no deadline). */
export function wageringDays(bonus: BonusRow): number | null {
  const days = (bonus.terms as { wagering_days?: unknown }).wagering_days
  return typeof days === 'number' && days > 0 ? days : null
}

export function isActivatable(bonus: BonusRow, now: Date): boolean {
  return bonus.stage === 'issued' && (bonus.activatableUntil === null || bonus.activatableUntil > now)
}

/**
 * Activates an issued bonus: its amount joins the wallet as bonus money (`bonus_credit`, key
 * `bonus:<id>:credit`) and its wagering clock starts. One activated bonus per wallet.
 */
export async function activateBonusInTx(
  tx: Executor,
  playerId: number,
  bonusId: number,
  now: Date,
): Promise<ActivateResult> {
  const peek = await repo.findBonus(tx, bonusId)
  if (!peek || peek.playerId !== playerId) return { activated: false, reason: 'not_activatable' }
  const wallet = await lockWallet(tx, playerId, peek.currency)
  if (!wallet) await repo.lockPlayerActivations(tx, playerId)
  const bonus = await repo.findBonusForUpdate(tx, bonusId)
  if (!bonus || !isActivatable(bonus, now)) return { activated: false, reason: 'not_activatable' }
  const active = await repo.findActiveBonusForUpdate(tx, playerId, bonus.currency)
  if (active) return { activated: false, reason: 'active_exists' }
  const posting = {
    playerId,
    currency: bonus.currency,
    amountCents: bonus.amountCents,
    kind: 'bonus_credit' as const,
    idempotencyKey: `bonus:${bonus.id}:credit`,
    reference: `bonus:${bonus.id}`,
    now,
  }
  let posted: Posted | undefined
  if (bonus.amountCents > 0)
    posted = wallet ? (await postLocked(tx, wallet, posting)).posted : await postInTransaction(tx, posting)
  const days = wageringDays(bonus)
  const updated = await repo.updateBonusRow(tx, bonus.id, {
    stage: 'activated',
    balanceCents: bonus.amountCents,
    activatedAt: now,
    wagerUntil: days === null ? null : new Date(now.getTime() + days * DAY_MS),
    updatedAt: now,
  })
  const events = [bonusChanged(updated)]
  if (posted) events.push(balanceChanged(playerId, posted))
  await emitEvents(tx, events)
  return { activated: true, bonus: updated }
}

export interface Settled {
  bonus: BonusRow
  wallet: WalletRow
  /** The last posting, for `balance.changed`; undefined when no money moved. */
  posted: Posted | undefined
}

async function post(
  tx: Executor,
  state: { wallet: WalletRow; posted: Posted | undefined },
  bonus: BonusRow,
  kind: 'bonus_conversion' | 'conversion' | 'bonus_forfeit',
  amountCents: number,
  key: string,
  now: Date,
): Promise<void> {
  if (amountCents === 0) return
  const done = await postLocked(tx, state.wallet, {
    playerId: bonus.playerId,
    currency: bonus.currency,
    amountCents,
    kind,
    idempotencyKey: `bonus:${bonus.id}:${key}`,
    reference: `bonus:${bonus.id}`,
    now,
  })
  state.wallet = done.account
  state.posted = done.posted
}

/**
 * Ends an activated bonus whose wallet and row the caller has locked: `wagered` converts
 * min(balance, cap) to cash and forfeits the rest; `canceled` or `expired` forfeits the balance.
 * Writes no events (the caller does, once per use case).
 */
export async function finishLocked(
  tx: Executor,
  wallet: WalletRow,
  bonus: BonusRow,
  stage: 'wagered' | 'canceled' | 'expired',
  now: Date,
): Promise<Settled> {
  const state = { wallet, posted: undefined as Posted | undefined }
  let converted: number | null = bonus.convertedCents
  let forfeit = bonus.balanceCents
  if (stage === 'wagered') {
    const cap = bonus.maxConversionCents
    converted = cap === null ? bonus.balanceCents : Math.min(bonus.balanceCents, cap)
    forfeit = bonus.balanceCents - converted
    await post(tx, state, bonus, 'bonus_conversion', -converted, 'convert', now)
    await post(tx, state, bonus, 'conversion', converted, 'cash', now)
  }
  await post(tx, state, bonus, 'bonus_forfeit', -forfeit, 'forfeit', now)
  const updated = await repo.updateBonusRow(tx, bonus.id, {
    stage,
    balanceCents: 0,
    wageredCents: bonus.wageredCents,
    convertedCents: converted,
    finishedAt: now,
    updatedAt: now,
  })
  return { bonus: updated, wallet: state.wallet, posted: state.posted }
}

/** Locks the wallet, then the bonus; undefined when the bonus is not the player's. */
async function lockBoth(tx: Executor, playerId: number, bonusId: number) {
  const peek = await repo.findBonus(tx, bonusId)
  if (!peek || peek.playerId !== playerId) return undefined
  const wallet = await lockWallet(tx, playerId, peek.currency)
  const bonus = await repo.findBonusForUpdate(tx, bonusId)
  if (!bonus) return undefined
  return { wallet, bonus }
}

async function emitSettled(tx: Executor, settled: Settled): Promise<void> {
  const events = [bonusChanged(settled.bonus)]
  if (settled.posted) events.push(balanceChanged(settled.bonus.playerId, settled.posted))
  await emitEvents(tx, events)
}

/**
 * Cancels a bonus: issued → canceled (nothing moves); activated → its balance is forfeited.
 * Undefined when it is not the player's or already finished.
 */
export async function cancelBonusInTx(
  tx: Executor,
  playerId: number,
  bonusId: number,
  now: Date,
): Promise<BonusRow | undefined> {
  return endBonus(tx, playerId, bonusId, 'canceled', now)
}

/** Expires a bonus (the expiry job, which checked the deadline); same shape as cancelling. */
export async function expireInTx(
  tx: Executor,
  playerId: number,
  bonusId: number,
  now: Date,
): Promise<BonusRow | undefined> {
  return endBonus(tx, playerId, bonusId, 'expired', now)
}

async function endBonus(
  tx: Executor,
  playerId: number,
  bonusId: number,
  stage: 'canceled' | 'expired',
  now: Date,
): Promise<BonusRow | undefined> {
  const locked = await lockBoth(tx, playerId, bonusId)
  if (!locked) return undefined
  return endLocked(tx, locked.wallet, locked.bonus, stage, now)
}

/**
 * Ends a bonus whose wallet and row the caller locked: issued → `stage` with nothing moving,
 * activated → its balance forfeited. Writes its events; undefined when it had already finished.
 */
export async function endLocked(
  tx: Executor,
  wallet: WalletRow | undefined,
  bonus: BonusRow,
  stage: 'canceled' | 'expired',
  now: Date,
): Promise<BonusRow | undefined> {
  if (bonus.stage === 'issued') {
    const updated = await repo.updateBonusRow(tx, bonus.id, { stage, finishedAt: now, updatedAt: now })
    await emitEvents(tx, [bonusChanged(updated)])
    return updated
  }
  if (bonus.stage !== 'activated' || !wallet) return undefined
  const settled = await finishLocked(tx, wallet, bonus, stage, now)
  await emitSettled(tx, settled)
  return settled.bonus
}

/**
 * Converts an activated bonus whose wagering is complete (at most once: the stage leaves
 * `activated`). Undefined when there is nothing to convert.
 */
export async function convertInTx(
  tx: Executor,
  playerId: number,
  bonusId: number,
  now: Date,
): Promise<BonusRow | undefined> {
  const locked = await lockBoth(tx, playerId, bonusId)
  if (!locked?.wallet) return undefined
  const { wallet, bonus } = locked
  if (bonus.stage !== 'activated' || bonus.convertedCents !== null) return undefined
  if (bonus.wageredCents < bonus.wagerRequiredCents) return undefined
  const settled = await finishLocked(tx, wallet, bonus, 'wagered', now)
  await emitSettled(tx, settled)
  return settled.bonus
}
