// The bonus expiry job (issue #12, ADR 039): issued bonuses and free-spin batches past their
// activation deadline expire; activated bonuses past their wagering deadline expire and forfeit
// their money. Each bonus in a transaction of its own, its wallet locked first, the row taken with
// SKIP LOCKED and its deadline checked again under the lock, so instances running it at once expire
// each bonus once.
import type { Database } from '../../db/client.ts'
import { emitEvents } from '../events/events.service.ts'
import { lockWallet } from '../wallet/ledger.service.ts'
import { endLocked } from './bonus-money.ts'
import * as repo from './bonuses.repository.ts'
import { freeSpinsChanged } from './freespins-play.ts'

/** Our choice: at most this many of each per run; the next run takes the rest. */
const BATCH = 500

export interface ExpiryRun {
  bonuses: number
  freespins: number
}

export async function runBonusExpiry(db: Database, now: Date): Promise<ExpiryRun> {
  let bonuses = 0
  for (const due of await repo.listDueBonuses(db, now, BATCH)) {
    const ended = await db.transaction(async (tx) => {
      const wallet = await lockWallet(tx, due.playerId, due.currency)
      const bonus = await repo.lockDueBonus(tx, due.id, now)
      return bonus ? endLocked(tx, wallet, bonus, 'expired', now) : undefined
    })
    if (ended) bonuses++
  }
  const freespins = await db.transaction(async (tx) => {
    const batches = await repo.lockDueFreeSpins(tx, now, BATCH)
    const events = []
    for (const batch of batches) {
      const updated = await repo.updateFreeSpinsRow(tx, batch.id, {
        stage: 'expired',
        finishedAt: now,
        updatedAt: now,
      })
      events.push(freeSpinsChanged(updated))
    }
    await emitEvents(tx, events)
    return batches.length
  })
  return { bonuses, freespins }
}
