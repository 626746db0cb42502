// A round step's bonus money (issue #12, ADR 039): with an activated bonus on the session's wallet
// the stake comes from cash first, then bonus money; the win is split in the same proportion;
// wagering advances by the game's contribution; at the end of the step the bonus converts when its
// wagering is complete, or is canceled when its money ran out. The step (play/step-money.ts) posts;
// this file decides the parts and writes the bonus row once.
import { V } from '@croupier/rules/validation-keys'
import { FieldValidationError } from '../../http/errors.ts'
import type { DomainEvent } from '../events/events.service.ts'
import type { Executor, Posted, WalletRow } from '../wallet/ledger.service.ts'
import { bonusChanged, finishLocked } from './bonus-money.ts'
import type { BonusRow } from './bonuses.repository.ts'
import * as repo from './bonuses.repository.ts'

/** What a bonus weighs of a game: kind, slug and whether it is live. */
export interface WagerGame {
  slug: string
  identifier: string
  kind: string
  categories: readonly string[]
}

interface BonusTermsView {
  contribution?: Record<string, number>
  excluded_games?: string[]
}

/** Percent of a stake on `game` that counts towards `bonus`'s wagering (0 for an excluded game). */
export function contributionOf(bonus: BonusRow, game: WagerGame): number {
  const terms = bonus.terms as BonusTermsView
  const excluded = terms.excluded_games ?? []
  if (excluded.includes(game.slug) || excluded.includes(game.identifier)) return 0
  const weights = terms.contribution ?? {}
  const live = game.categories.some((c) => c === 'live' || c.startsWith('live'))
  const weight = (live ? weights.live : undefined) ?? weights[game.kind] ?? (game.kind === 'slot' ? 100 : 0)
  return Math.max(0, Math.min(100, weight))
}

/**
 * The activated bonus of a wallet, locked after it. Without bonus money in the wallet there is none
 * to find (an activated bonus always holds some), so a round without one reads nothing more;
 * `always` looks anyway (a hand whose earlier stake was bonus money). `locked` is the bonus the
 * wallet's lock brought (repo.lockWalletForRound): then nothing more is read.
 */
export async function lockRoundBonus(
  tx: Executor,
  wallet: WalletRow,
  always = false,
  locked?: BonusRow,
): Promise<BonusRow | undefined> {
  if (!always && wallet.amountCents === wallet.availableToCashoutCents) return undefined
  if (locked) return locked
  return repo.findActiveBonusForUpdate(tx, wallet.playerId, wallet.currency)
}

/** A stake's cash and bonus parts: cash first. Undefined when cash and bonus money fall short. */
export function splitStake(
  wallet: WalletRow,
  stakeCents: number,
): { cash: number; bonus: number } | undefined {
  const cash = Math.min(wallet.availableToCashoutCents, stakeCents)
  const bonus = stakeCents - cash
  if (bonus > wallet.amountCents - wallet.availableToCashoutCents) return undefined
  return { cash, bonus }
}

/** The bonus share of a win: floor(win × bonus part ÷ stake); the rest is cash. */
export function splitWin(
  winCents: number,
  stake: { cash: number; bonus: number },
): { cash: number; bonus: number } {
  const total = stake.cash + stake.bonus
  const bonus = total === 0 ? 0 : Math.floor((winCents * stake.bonus) / total)
  return { cash: winCents - bonus, bonus }
}

/** 422 before any money moves: the stake is above the bonus's max bet. */
export function assertBonusBet(bonus: BonusRow, stakeCents: number): void {
  if (bonus.maxBetCents !== null && stakeCents > bonus.maxBetCents)
    throw new FieldValidationError({ bet_cents: [V.BONUS_MAX_BET] })
}

/** The bonus row as the step leaves it in memory: balance and wagering moved by its postings. */
export function applyStake(
  bonus: BonusRow,
  bonusPart: number,
  stakeCents: number,
  game: WagerGame,
): BonusRow {
  const counted = Math.floor((stakeCents * contributionOf(bonus, game)) / 100)
  return {
    ...bonus,
    balanceCents: bonus.balanceCents - bonusPart,
    wageredCents: bonus.wageredCents + counted,
  }
}

export function applyWin(bonus: BonusRow, bonusPart: number): BonusRow {
  return { ...bonus, balanceCents: bonus.balanceCents + bonusPart }
}

/**
 * Writes the step's bonus once: converts it when wagering is complete, cancels it when its money
 * ran out (either only once no hand is still open on it), else stores balance and wagering. Gives the wallet and
 * posting after it and the step's one `bonus.changed`; `progress` when only balance and wagering
 * moved (the step carries those in its `balance.changed` instead of a second event).
 */
export async function settleRoundBonus(
  tx: Executor,
  wallet: WalletRow,
  bonus: BonusRow,
  roundOpen: boolean,
  now: Date,
): Promise<{ wallet: WalletRow; posted: Posted | undefined; event: DomainEvent; progress: boolean }> {
  // An open blackjack hand keeps its bonus until it settles (its win may still come back).
  if (!roundOpen && bonus.wageredCents >= bonus.wagerRequiredCents) {
    const settled = await finishLocked(tx, wallet, bonus, 'wagered', now)
    return {
      wallet: settled.wallet,
      posted: settled.posted,
      event: bonusChanged(settled.bonus),
      progress: false,
    }
  }
  if (bonus.balanceCents === 0 && !roundOpen) {
    const settled = await finishLocked(tx, wallet, bonus, 'canceled', now)
    return {
      wallet: settled.wallet,
      posted: settled.posted,
      event: bonusChanged(settled.bonus),
      progress: false,
    }
  }
  const figures = { balanceCents: bonus.balanceCents, wageredCents: bonus.wageredCents, updatedAt: now }
  await repo.writeBonusFigures(tx, bonus.id, figures)
  return { wallet, posted: undefined, event: bonusChanged({ ...bonus, ...figures }), progress: true }
}
