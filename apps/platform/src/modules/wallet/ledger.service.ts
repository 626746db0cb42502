// The wallet's ledger for other modules: postings inside the caller's transaction, balances, and
// the `balance.changed` event a use case writes once its money has moved.
import { type DomainEvent, type Executor, emitEvent } from '../events/events.service.ts'
import type { Posted } from './ledger.repository.ts'

export {
  type AccountRow as WalletRow,
  type Executor,
  findAccount,
  InsufficientFundsError,
  lockWallet,
  lockWalletWith,
  type Posted,
  type Posting,
  postInTransaction,
  postLocked,
  postTransaction,
  rowFromJson,
} from './ledger.repository.ts'
export { findActiveAccount } from './wallet.repository.ts'

/** One `balance.changed` per use case, with the last posting's balance (the `balance` socket event). */
export function emitBalanceChanged(tx: Executor, playerId: number, posted: Posted): Promise<void> {
  return emitEvent(tx, balanceChanged(playerId, posted))
}

/** The `balance.changed` event of a posting, for a use case that writes its events together. */
export function balanceChanged(playerId: number, posted: Posted): DomainEvent {
  return {
    type: 'balance.changed',
    payload: {
      player_id: playerId,
      currency: posted.currency,
      balance_cents: posted.balanceCents,
      available_to_cashout_cents: posted.availableToCashoutCents,
      active: posted.active,
    },
  }
}
