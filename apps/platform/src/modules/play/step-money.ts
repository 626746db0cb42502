// The money of one play step: the ledger in real mode (limits checked before each bet, which leaves
// a `stake.placed` event for the step to write), the session's FUN balance in demo. Everything runs
// in the step's transaction without savepoints, so a failed credit rolls the bet back too.
import { DEMO_CURRENCY } from '@croupier/contract/play/game-session'
import type { DomainEvent } from '../events/events.service.ts'
import { assertBetAllowed } from '../limits/enforcement.service.ts'
import {
  type Executor,
  InsufficientFundsError,
  lockWallet,
  type Posted,
  postInTransaction,
  postLocked,
  type WalletRow,
} from '../wallet/ledger.service.ts'
import * as repo from './play.repository.ts'
import { sessionBalance, sessionNotFound } from './session-view.ts'

export interface StepMoney {
  move(amountCents: number, kind: 'bet' | 'win', tag: string, roundId: number): Promise<void>
  balance(): Promise<number>
  /** The last real-money posting of this step, for the `balance.changed` event. */
  readonly posted: Posted | undefined
  /** `stake.placed` of each real bet, written with the step's other events (one statement). */
  readonly events: readonly DomainEvent[]
}

export function stepMoney(tx: Executor, session: repo.SessionRow, key: string, now: Date): StepMoney {
  let posted: Posted | undefined
  let funBalance = session.funBalanceCents ?? 0
  const events: DomainEvent[] = []
  // Locked once, before the first bet's limit check; each posting hands on the row as it leaves it.
  let wallet: WalletRow | undefined
  return {
    get posted() {
      return posted
    },
    events,
    async move(amountCents, kind, tag, roundId) {
      if (amountCents === 0) return
      if (session.mode === 'demo') {
        const after = await repo.addFunBalance(tx, session.id, amountCents)
        if (after === null) throw new InsufficientFundsError(funBalance, DEMO_CURRENCY)
        funBalance = after
        return
      }
      if (session.playerId === null) throw sessionNotFound()
      wallet ??= await lockWallet(tx, session.playerId, session.currency)
      // Limits (issue #5 item 8) are checked in this transaction, before the bet is posted.
      if (kind === 'bet')
        await assertBetAllowed(tx, {
          playerId: session.playerId,
          currency: session.currency,
          stakeCents: -amountCents,
          now,
          walletLocked: wallet !== undefined,
        })
      const posting = {
        playerId: session.playerId,
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
      // Jackpot pools grow with real stakes (their subscriber); a replayed key never reaches here.
      if (kind === 'bet')
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
    async balance() {
      if (session.mode === 'demo') return funBalance
      return posted?.balanceCents ?? (await sessionBalance(tx, session))
    },
  }
}
