// Free spins (issue #12, ADR 039): an activated batch is played by real spins on one of its games at
// the batch's stake, debiting nothing; each win adds to `won_cents` up to the batch's max win. The
// last spin marks the batch `played` and issues its winnings as a `freespins` bonus (wager =
// winnings × multiplier, source `fs:<batch id>`), activated at once when the wallet has none active.
import type { SessionFreeSpins } from '@croupier/contract/play/game-session'
import type { DomainEvent } from '../events/events.service.ts'
import { emitEvents } from '../events/events.service.ts'
import { type Executor, lockWallet } from '../wallet/ledger.service.ts'
import { activateBonusInTx, bonusChanged } from './bonus-money.ts'
import type { FreeSpinsRow } from './bonuses.repository.ts'
import * as repo from './bonuses.repository.ts'

export function freeSpinsChanged(batch: FreeSpinsRow): DomainEvent {
  return {
    type: 'freespins.changed',
    payload: {
      player_id: batch.playerId,
      freespins_id: batch.id,
      stage: batch.stage,
      remaining: batch.remaining,
      won_cents: batch.wonCents,
    },
  }
}

/** What the game session and a free spin's round show of a batch. */
export function freeSpinsView(batch: FreeSpinsRow): SessionFreeSpins {
  return {
    id: String(batch.id),
    remaining: batch.remaining,
    count: batch.count,
    stake_cents: batch.stakeCents,
    won_cents: batch.wonCents,
  }
}

/** The batch a real session's spins would play now, unlocked (the session view; one indexed read). */
export function playableFreeSpins(
  db: Executor,
  playerId: number,
  currency: string,
  gameId: number,
): Promise<FreeSpinsRow | undefined> {
  return repo.findPlayableFreeSpins(db, playerId, currency, gameId)
}

/**
 * The batch this spin plays, locked after the wallet (ADR 039's order); undefined when the player
 * has none for the game, and the spin is a paid one.
 */
export async function lockFreeSpin(
  tx: Executor,
  playerId: number,
  currency: string,
  gameId: number,
): Promise<FreeSpinsRow | undefined> {
  const peek = await repo.findPlayableFreeSpins(tx, playerId, currency, gameId)
  if (!peek) return undefined
  await lockWallet(tx, playerId, currency)
  const batch = await repo.findFreeSpinsForUpdate(tx, peek.id)
  if (batch?.stage !== 'activated' || batch.remaining === 0) return undefined
  return batch
}

/**
 * Records one free spin of a locked batch that won `winCents`; the last one issues the winnings
 * bonus. Writes `freespins.changed` (and the bonus's events) in the caller's transaction.
 */
export async function recordFreeSpin(
  tx: Executor,
  batch: FreeSpinsRow,
  winCents: number,
  now: Date,
): Promise<FreeSpinsRow> {
  const won = Math.min(batch.maxWinCents, batch.wonCents + winCents)
  const remaining = batch.remaining - 1
  let updated = await repo.updateFreeSpinsRow(tx, batch.id, {
    wonCents: won,
    remaining,
    ...(remaining === 0 ? { stage: 'played' as const, finishedAt: now } : {}),
    updatedAt: now,
  })
  if (remaining === 0 && won > 0) {
    const bonus = await repo.insertBonusRow(tx, {
      playerId: batch.playerId,
      definitionId: batch.definitionId,
      type: 'freespins',
      groupKey: batch.groupKey,
      currency: batch.currency,
      amountCents: won,
      wagerRequiredCents: won * batch.wagerMultiplier,
      terms: winningsTerms(batch),
      sourceKey: `fs:${batch.id}`,
      createdAt: now,
      updatedAt: now,
    })
    if (bonus) {
      updated = await repo.updateFreeSpinsRow(tx, batch.id, { bonusId: bonus.id })
      await emitEvents(tx, [freeSpinsChanged(updated)])
      // Activated at once when the wallet has none active; else it waits issued (and says so).
      const activation = await activateBonusInTx(tx, batch.playerId, bonus.id, now)
      if (!activation.activated) await emitEvents(tx, [bonusChanged(bonus)])
      return updated
    }
  }
  await emitEvents(tx, [freeSpinsChanged(updated)])
  return updated
}

/** Terms of a winnings bonus (BonusTermsSchema): wagered on slots, the batch's multiplier. */
function winningsTerms(batch: FreeSpinsRow): Record<string, unknown> {
  return {
    percent: 0,
    min_deposit_cents: null,
    max_bonus_cents: null,
    wager_multiplier: batch.wagerMultiplier,
    wager_base: 'bonus',
    max_bet_cents: null,
    max_conversion_cents: null,
    contribution: { slot: 100 },
    excluded_games: [],
    activation_days: null,
    wagering_days: null,
    free_spins: 0,
  }
}

export type FreeSpinsResult =
  | { ok: true; batch: FreeSpinsRow }
  | { ok: false; reason: 'not_found' | 'not_activatable' | 'not_cancelable' }

async function lockOwned(tx: Executor, playerId: number, id: number): Promise<FreeSpinsRow | undefined> {
  const peek = await repo.findFreeSpins(tx, id)
  if (!peek || peek.playerId !== playerId) return undefined
  await lockWallet(tx, playerId, peek.currency)
  return repo.findFreeSpinsForUpdate(tx, id)
}

/** Activates an issued batch before its deadline. */
export async function activateFreeSpinsInTx(
  tx: Executor,
  playerId: number,
  id: number,
  now: Date,
): Promise<FreeSpinsResult> {
  const batch = await lockOwned(tx, playerId, id)
  if (!batch) return { ok: false, reason: 'not_found' }
  const open = batch.activatableUntil === null || batch.activatableUntil > now
  if (batch.stage !== 'issued' || !open) return { ok: false, reason: 'not_activatable' }
  const updated = await repo.updateFreeSpinsRow(tx, id, {
    stage: 'activated',
    activatedAt: now,
    updatedAt: now,
  })
  await emitEvents(tx, [freeSpinsChanged(updated)])
  return { ok: true, batch: updated }
}

/** Cancels an issued or activated batch: its winnings so far are forfeited (never paid). */
export async function cancelFreeSpinsInTx(
  tx: Executor,
  playerId: number,
  id: number,
  now: Date,
  stage: 'canceled' | 'expired' = 'canceled',
): Promise<FreeSpinsResult> {
  const batch = await lockOwned(tx, playerId, id)
  if (!batch) return { ok: false, reason: 'not_found' }
  if (batch.stage !== 'issued' && batch.stage !== 'activated') return { ok: false, reason: 'not_cancelable' }
  const updated = await repo.updateFreeSpinsRow(tx, id, { stage, finishedAt: now, updatedAt: now })
  await emitEvents(tx, [freeSpinsChanged(updated)])
  return { ok: true, batch: updated }
}
