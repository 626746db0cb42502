// Issuing bonuses and free-spin batches from a definition (issue #12, ADR 039), inside the caller's
// transaction. Idempotent on (player, source key): a second issue from the same source inserts
// nothing and answers undefined. A deposit bonus activates itself when asked and the wallet has no
// active bonus (engine's activateBonusInTx leaves it issued otherwise).
import { emitEvents } from '../events/events.service.ts'
import type { Executor } from '../wallet/ledger.service.ts'
import { activateBonusInTx, bonusChanged } from './bonus-money.ts'
import type { BonusRow, FreeSpinsRow } from './bonuses.repository.ts'
import * as repo from './bonuses.repository.ts'
import { type Definition, freeSpinGameIds, termsFor } from './definitions.ts'
import { freeSpinsChanged } from './freespins-play.ts'

const DAY_MS = 86_400_000

function deadline(now: Date, days: number | null): Date | null {
  return days && days > 0 ? new Date(now.getTime() + days * DAY_MS) : null
}

/** The bonus a deposit of `depositCents` earns: min(deposit × percent / 100, cap); a fixed bonus is its cap. */
export function bonusAmount(definition: Definition, currency: string, depositCents?: number): number {
  const cap = definition.amounts[currency]?.max_bonus_cents ?? 0
  if (definition.percent === 0 || depositCents === undefined) return cap
  return Math.min(Math.floor((depositCents * definition.percent) / 100), cap)
}

/** Wagering required: multiplier × bonus, or × (bonus + deposit) for that base. */
export function wagerRequired(definition: Definition, amountCents: number, depositCents = 0): number {
  const base = definition.wagerBase === 'bonus_deposit' ? amountCents + depositCents : amountCents
  return definition.wagerMultiplier * base
}

export interface IssueBonusInput {
  playerId: number
  definition: Definition
  currency: string
  amountCents: number
  depositCents?: number
  sourceKey: string
  now: Date
  autoActivate: boolean
}

export async function issueBonus(tx: Executor, input: IssueBonusInput): Promise<BonusRow | undefined> {
  const { playerId, definition, currency, amountCents, now } = input
  const amounts = definition.amounts[currency]
  const inserted = await repo.insertBonusRow(tx, {
    playerId,
    definitionId: definition.id,
    type: definition.type === 'freespins' ? 'gift' : definition.type,
    groupKey: definition.groupKey,
    stage: 'issued',
    currency,
    amountCents,
    balanceCents: 0,
    wagerRequiredCents: wagerRequired(definition, amountCents, input.depositCents),
    wageredCents: 0,
    maxBetCents: amounts?.max_bet_cents ?? null,
    maxConversionCents: amounts?.max_conversion_cents ?? null,
    terms: { ...termsFor(definition, currency) },
    sourceKey: input.sourceKey,
    activatableUntil: deadline(now, definition.activationDays),
    createdAt: now,
    updatedAt: now,
  })
  if (!inserted) return undefined
  await emitEvents(tx, [bonusChanged(inserted)])
  if (!input.autoActivate) return inserted
  const result = await activateBonusInTx(tx, playerId, inserted.id, now)
  return result.activated ? result.bonus : inserted
}

export interface IssueFreeSpinsInput {
  playerId: number
  definition: Definition
  currency: string
  sourceKey: string
  now: Date
}

/** The definition's batch in the currency; undefined when replayed, priced out or none of its games exist. */
export async function issueFreeSpins(
  tx: Executor,
  input: IssueFreeSpinsInput,
): Promise<FreeSpinsRow | undefined> {
  const { definition, currency, now } = input
  const spins = definition.freeSpins
  const amounts = definition.amounts[currency]
  const stake = amounts?.freespin_stake_cents
  if (!spins || spins.count <= 0 || !stake) return undefined
  const gameIds = await freeSpinGameIds(tx, spins.games)
  if (gameIds.length === 0) return undefined
  const inserted = await repo.insertFreeSpinsRow(tx, {
    playerId: input.playerId,
    definitionId: definition.id,
    groupKey: definition.groupKey,
    stage: 'issued',
    currency,
    count: spins.count,
    remaining: spins.count,
    stakeCents: stake,
    gameIds,
    wagerMultiplier: spins.wager_multiplier,
    maxWinCents: amounts?.freespin_max_win_cents ?? stake * spins.count * 10,
    wonCents: 0,
    sourceKey: input.sourceKey,
    activatableUntil: deadline(now, definition.activationDays),
    createdAt: now,
    updatedAt: now,
  })
  if (inserted) await emitEvents(tx, [freeSpinsChanged(inserted)])
  return inserted
}
