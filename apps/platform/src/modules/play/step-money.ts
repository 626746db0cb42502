// The money of one play step: the ledger in real mode (limits checked before each bet, which leaves
// a `stake.placed` event for the step to write), the session's FUN balance in demo. Everything runs
// in the step's transaction without savepoints, so a failed credit rolls the bet back too.
// With an activated bonus on the wallet (ADR 039) a stake is cash first, then bonus money (`bet` and
// `bonus_bet` postings), a win is split in the same proportion (`win` and `bonus_win`), and
// `finish` writes the bonus once: wagering, conversion or cancellation, and its `bonus.changed`.
import { DEMO_CURRENCY, type SessionFreeSpins } from '@croupier/contract/play/game-session'
import * as bonuses from '../bonuses/bonuses.service.ts'
import type { DomainEvent } from '../events/events.service.ts'
import { assertBetAllowed } from '../limits/enforcement.service.ts'
import {
  type Executor,
  InsufficientFundsError,
  type Posted,
  type Posting,
  postInTransaction,
  postLocked,
  type WalletRow,
} from '../wallet/ledger.service.ts'
import * as repo from './play.repository.ts'
import { sessionBalance, sessionNotFound } from './session-view.ts'

/** A round's stake by pocket so far; a blackjack hand carries it in its state between steps. */
export interface RoundStake {
  cash: number
  bonus: number
  bonus_id: number | null
}

export interface StepMoney {
  move(amountCents: number, kind: 'bet' | 'win', tag: string, roundId: number): Promise<void>
  /** The round's stake parts, including what `carry` brought in. */
  readonly stake: RoundStake
  /** The stake of a round begun in an earlier step (the split of its win follows it). */
  carry(stake: RoundStake | undefined): void
  /** Writes the step's bonus (once); `roundOpen` keeps an exhausted bonus while its hand is open. */
  finish(roundOpen: boolean): Promise<void>
  balance(): Promise<number>
  /** The last real-money posting of this step, for the `balance.changed` event. */
  readonly posted: Posted | undefined
  /** The step's `bonus.changed` when only balance and wagering moved: for its `balance.changed`. */
  readonly bonusProgress: DomainEvent | undefined
  /** The free-spin batch this step's spin played, as it stands after it (ADR 039). */
  freeSpins: SessionFreeSpins | undefined
  /** `stake.placed` of each real bet and the step's `bonus.changed`, written with the step's others. */
  readonly events: readonly DomainEvent[]
  /**
   * Locks the wallet (once) with its activated bonus; true when a free-spin batch may play this
   * game (or the player has no wallet in the currency, where the caller looks itself).
   */
  lockForSpin(): Promise<boolean>
}

export function stepMoney(
  tx: Executor,
  session: repo.SessionRow,
  key: string,
  now: Date,
  game: bonuses.WagerGame,
): StepMoney {
  let posted: Posted | undefined
  let funBalance = session.funBalanceCents ?? 0
  const events: DomainEvent[] = []
  const stake: RoundStake = { cash: 0, bonus: 0, bonus_id: null }
  // Locked once, before the first bet's limit check; each posting hands on the row as it leaves it.
  let wallet: WalletRow | undefined
  // The wallet's activated bonus (locked after the wallet), looked up at most once per step.
  let bonus: bonuses.BonusRow | undefined
  let bonusLooked = false
  // What the wallet's lock brought: its activated bonus and whether free spins may play the game.
  let lockedBonus: bonuses.BonusRow | undefined
  let freeSpinsMaybe = true
  let bonusProgress: DomainEvent | undefined

  async function lock(playerId: number): Promise<WalletRow | undefined> {
    if (wallet) return wallet
    const gameId = game.kind === 'slot' ? session.gameId : null
    const locked = await bonuses.lockWalletForRound(tx, playerId, session.currency, gameId)
    if (!locked) return undefined
    lockedBonus = locked.bonus
    freeSpinsMaybe = locked.freeSpins
    wallet = locked.wallet
    return wallet
  }

  async function post(
    playerId: number,
    amountCents: number,
    kind: Posting['kind'],
    tag: string,
    roundId: number,
  ) {
    if (amountCents === 0) return
    const posting = {
      playerId,
      currency: session.currency,
      amountCents,
      kind,
      idempotencyKey: `${session.id}:${key}:${tag}`,
      reference: `round:${roundId}`,
      now,
    }
    if (wallet) {
      const done = await postLocked(tx, wallet, posting)
      posted = done.posted
      wallet = done.account
    } else posted = await postInTransaction(tx, posting)
  }

  async function lookUpBonus(always: boolean) {
    if (bonusLooked || !wallet) return
    bonus = await bonuses.lockRoundBonus(tx, wallet, always, lockedBonus)
    bonusLooked = always || bonus !== undefined
  }

  async function bet(playerId: number, stakeCents: number, tag: string, roundId: number) {
    await lookUpBonus(false)
    if (!bonus || !wallet) {
      await post(playerId, -stakeCents, 'bet', tag, roundId)
      stake.cash += stakeCents
      return
    }
    bonuses.assertBonusBet(bonus, stakeCents)
    const parts = bonuses.splitStake(wallet, stakeCents)
    if (!parts) throw new InsufficientFundsError(wallet.amountCents, wallet.currency)
    await post(playerId, -parts.cash, 'bet', tag, roundId)
    await post(playerId, -parts.bonus, 'bonus_bet', `bonus_${tag}`, roundId)
    bonus = bonuses.applyStake(bonus, parts.bonus, stakeCents, game)
    stake.cash += parts.cash
    stake.bonus += parts.bonus
    if (parts.bonus > 0) stake.bonus_id = bonus.id
  }

  async function win(playerId: number, winCents: number, tag: string, roundId: number) {
    if (stake.bonus === 0) return post(playerId, winCents, 'win', tag, roundId)
    await lookUpBonus(true)
    const parts = bonuses.splitWin(winCents, stake)
    await post(playerId, parts.cash, 'win', tag, roundId)
    // The bonus share goes back to the bonus it was staked from; a bonus ended meanwhile loses it.
    if (bonus && bonus.id === stake.bonus_id) {
      await post(playerId, parts.bonus, 'bonus_win', `bonus_${tag}`, roundId)
      bonus = bonuses.applyWin(bonus, parts.bonus)
    }
  }

  return {
    get posted() {
      return posted
    },
    get bonusProgress() {
      return bonusProgress
    },
    events,
    stake,
    freeSpins: undefined,
    carry(earlier) {
      if (!earlier) return
      stake.cash = earlier.cash
      stake.bonus = earlier.bonus
      stake.bonus_id = earlier.bonus_id
    },
    async move(amountCents, kind, tag, roundId) {
      if (amountCents === 0) return
      if (session.mode === 'demo') {
        const after = await repo.addFunBalance(tx, session.id, amountCents)
        if (after === null) throw new InsufficientFundsError(funBalance, DEMO_CURRENCY)
        funBalance = after
        return
      }
      if (session.playerId === null) throw sessionNotFound()
      await lock(session.playerId)
      if (kind === 'win') return win(session.playerId, amountCents, tag, roundId)
      // Limits (issue #5 item 8) are checked in this transaction, before the bet is posted.
      await assertBetAllowed(tx, {
        playerId: session.playerId,
        currency: session.currency,
        stakeCents: -amountCents,
        now,
        walletLocked: wallet !== undefined,
      })
      await bet(session.playerId, -amountCents, tag, roundId)
      // Jackpot pools grow with real stakes (their subscriber); a replayed key never reaches here.
      events.push({
        type: 'stake.placed',
        payload: {
          round_id: roundId,
          player_id: session.playerId,
          game_id: session.gameId,
          currency: session.currency,
          stake_cents: -amountCents,
        },
      })
    },
    async finish(roundOpen) {
      if (session.mode === 'demo' || session.playerId === null) return
      if (stake.bonus_id !== null && !bonus) {
        await lock(session.playerId)
        await lookUpBonus(true)
      }
      if (!bonus || !wallet) return
      const settled = await bonuses.settleRoundBonus(tx, wallet, bonus, roundOpen, now)
      wallet = settled.wallet
      if (settled.posted) posted = settled.posted
      // Mere progress rides on the step's `balance.changed` (round.ts), one outbox event fewer.
      if (settled.progress && posted) bonusProgress = settled.event
      else events.push(settled.event)
    },
    async lockForSpin() {
      if (session.mode !== 'real' || session.playerId === null) return false
      if (!(await lock(session.playerId))) return true
      return freeSpinsMaybe
    },
    async balance() {
      if (session.mode === 'demo') return funBalance
      return posted?.balanceCents ?? (await sessionBalance(tx, session))
    },
  }
}
