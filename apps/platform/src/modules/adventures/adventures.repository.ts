// Reads and writes of the adventure calendar: the player's completed days with their gift's stage
// (a join on the bonus engine's rows), the deposit that may complete a day, the prize definitions.
import { and, asc, eq } from 'drizzle-orm'
import { bonusDefinitions, playerBonuses, playerFreeSpins } from '../bonuses/bonuses.tables.ts'
import type { Executor } from '../events/events.service.ts'
import { payments } from '../payments/payments.tables.ts'
import { adventureProgress } from './adventures.tables.ts'

export type ProgressRow = typeof adventureProgress.$inferSelect

export interface ProgressWithGift extends ProgressRow {
  bonusStage: string | null
  bonusActivatableUntil: Date | null
  freespinsStage: string | null
  freespinsActivatableUntil: Date | null
}

export function listProgress(db: Executor, playerId: number): Promise<ProgressWithGift[]> {
  return db
    .select({
      id: adventureProgress.id,
      playerId: adventureProgress.playerId,
      adventureId: adventureProgress.adventureId,
      day: adventureProgress.day,
      paymentId: adventureProgress.paymentId,
      completedAt: adventureProgress.completedAt,
      bonusId: adventureProgress.bonusId,
      freespinsId: adventureProgress.freespinsId,
      bonusStage: playerBonuses.stage,
      bonusActivatableUntil: playerBonuses.activatableUntil,
      freespinsStage: playerFreeSpins.stage,
      freespinsActivatableUntil: playerFreeSpins.activatableUntil,
    })
    .from(adventureProgress)
    .leftJoin(playerBonuses, eq(playerBonuses.id, adventureProgress.bonusId))
    .leftJoin(playerFreeSpins, eq(playerFreeSpins.id, adventureProgress.freespinsId))
    .where(eq(adventureProgress.playerId, playerId))
    .orderBy(asc(adventureProgress.adventureId), asc(adventureProgress.day))
}

/** The day's row, unless another deposit completed it first (then nothing is written). */
export async function insertProgress(
  tx: Executor,
  row: typeof adventureProgress.$inferInsert,
): Promise<ProgressRow | undefined> {
  const [inserted] = await tx.insert(adventureProgress).values(row).onConflictDoNothing().returning()
  return inserted
}

export async function setGift(
  tx: Executor,
  id: number,
  gift: { bonusId: number | null; freespinsId: number | null },
): Promise<void> {
  await tx.update(adventureProgress).set(gift).where(eq(adventureProgress.id, id))
}

/** A succeeded deposit of the player: when it was credited, how much, in which currency. */
export async function findSucceededDeposit(db: Executor, paymentId: number, playerId: number) {
  const [row] = await db
    .select({
      finishedAt: payments.finishedAt,
      amountCents: payments.amountCents,
      currency: payments.currency,
    })
    .from(payments)
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.playerId, playerId),
        eq(payments.action, 'deposit'),
        eq(payments.state, 'succeeded'),
      ),
    )
  return row
}

export async function findDefinitionByKey(db: Executor, key: string) {
  const [row] = await db
    .select()
    .from(bonusDefinitions)
    .where(and(eq(bonusDefinitions.key, key), eq(bonusDefinitions.enabled, true)))
  return row
}
