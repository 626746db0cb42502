// The wallet bench's bonus players (issue #12) play on bonus money only. Their cash
// is set aside (an adjustment to 0, so every stake is the bonus pocket's and every round takes the
// bonus path: bonus_bet, bonus_win, wagering), then one bonus each is issued and activated through
// the engine (bonus-money.ts#activateBonusInTx) with a wager requirement the load never completes.
import type { Database } from '../../src/db/client.ts'
import { activateBonusInTx } from '../../src/modules/bonuses/bonus-money.ts'
import { insertBonusRow } from '../../src/modules/bonuses/bonuses.repository.ts'
import { lockWallet, postLocked } from '../../src/modules/wallet/ledger.repository.ts'

/** Bonus money per player: as much as the cash the first load played with. */
const BONUS_CENTS = 100_000_000
/** Far beyond what a load wagers: the bonus stays activated throughout. */
const WAGER_REQUIRED_CENTS = 1_000_000_000_000

export async function activateBenchBonuses(db: Database, playerIds: number[]): Promise<void> {
  const now = new Date()
  for (const playerId of playerIds) {
    await db.transaction(async (tx) => {
      const wallet = await lockWallet(tx, playerId, 'EUR')
      if (!wallet) throw new Error(`bench player ${playerId} has no EUR wallet`)
      if (wallet.availableToCashoutCents > 0)
        await postLocked(tx, wallet, {
          playerId,
          currency: 'EUR',
          amountCents: -wallet.availableToCashoutCents,
          kind: 'adjustment',
          idempotencyKey: `bench-cash-aside:${playerId}`,
          now,
        })
      const bonus = await insertBonusRow(tx, {
        playerId,
        type: 'gift',
        groupKey: 'bench',
        currency: 'EUR',
        amountCents: BONUS_CENTS,
        wagerRequiredCents: WAGER_REQUIRED_CENTS,
        terms: { contribution: { slot: 100, roulette: 10, blackjack: 10, instant: 100, live: 10 } },
        sourceKey: 'bench',
        createdAt: now,
        updatedAt: now,
      })
      if (!bonus) throw new Error(`bench bonus of player ${playerId} not issued`)
      const result = await activateBonusInTx(tx, playerId, bonus.id, now)
      if (!result.activated) throw new Error(`bench bonus of player ${playerId}: ${result.reason}`)
    })
  }
}
