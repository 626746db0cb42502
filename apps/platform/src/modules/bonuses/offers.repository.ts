// Reads and writes of the offers side (issue #12): definitions, the games free spins name, the
// player facts eligibility weighs, promo codes and coupons, and the bonus lists.
import { and, asc, desc, eq, inArray, notInArray, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { gameProviders, games } from '../catalogue/catalogue.tables.ts'
import { payments } from '../payments/payments.tables.ts'
import { players } from '../player/player.tables.ts'
import type { Executor } from '../wallet/ledger.service.ts'
import { accounts } from '../wallet/wallet.tables.ts'
import { type BonusTrigger, bonusDefinitions, playerBonuses, playerCodes } from './bonuses.tables.ts'

export type Definition = typeof bonusDefinitions.$inferSelect
export type PlayerRow = typeof players.$inferSelect
export type PlayerCodeRow = typeof playerCodes.$inferSelect

export async function insertMissingDefinitions(
  db: Database,
  rows: (typeof bonusDefinitions.$inferInsert)[],
): Promise<void> {
  if (rows.length) await db.insert(bonusDefinitions).values(rows).onConflictDoNothing()
}

/** Enabled definitions of the given triggers, in operator order. */
export function listDefinitions(db: Executor, triggers: readonly BonusTrigger[]): Promise<Definition[]> {
  return db
    .select()
    .from(bonusDefinitions)
    .where(and(eq(bonusDefinitions.enabled, true), inArray(bonusDefinitions.trigger, [...triggers])))
    .orderBy(asc(bonusDefinitions.position), asc(bonusDefinitions.id))
}

/** An enabled definition by its code, case-insensitively. */
export async function findDefinitionByCode(db: Executor, code: string): Promise<Definition | undefined> {
  const upper = code.trim().toUpperCase()
  const rows = await db
    .select()
    .from(bonusDefinitions)
    .where(and(eq(bonusDefinitions.enabled, true), sql`upper(${bonusDefinitions.code}) = ${upper}`))
  return rows[0]
}

export async function findDefinitionById(db: Executor, id: number): Promise<Definition | undefined> {
  const rows = await db.select().from(bonusDefinitions).where(eq(bonusDefinitions.id, id))
  return rows[0]
}

export function findDefinitionsByIds(db: Executor, ids: readonly number[]): Promise<Definition[]> {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .select()
    .from(bonusDefinitions)
    .where(inArray(bonusDefinitions.id, [...ids]))
}

/** Catalogue ids of games named by `provider/slug` identifier or bare slug. */
export async function gameIdsByNames(db: Executor, names: readonly string[]): Promise<number[]> {
  if (names.length === 0) return []
  const rows = await db
    .select({ id: games.id })
    .from(games)
    .where(or(inArray(games.identifier, [...names]), inArray(games.slug, [...names])))
    .orderBy(asc(games.id))
  return rows.map((row) => row.id)
}

export function gamesByIds(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return (
    db
      // producer is the provider's slug and slug the game's seo title: the game page's /play/{producer}/{name}.
      .select({ id: games.id, slug: games.seoTitle, title: games.title, producer: gameProviders.slug })
      .from(games)
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .where(inArray(games.id, [...ids]))
  )
}

export async function findPlayerRow(db: Executor, playerId: number): Promise<PlayerRow | undefined> {
  const [row] = await db.select().from(players).where(eq(players.id, playerId))
  return row
}

export async function clearDepositBonusCode(db: Executor, playerId: number, now: Date): Promise<void> {
  await db.update(players).set({ depositBonusCode: null, updatedAt: now }).where(eq(players.id, playerId))
}

export async function countSucceededDeposits(db: Executor, playerId: number): Promise<number> {
  const rows = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(payments)
    .where(
      and(eq(payments.playerId, playerId), eq(payments.action, 'deposit'), eq(payments.state, 'succeeded')),
    )
  return rows[0]?.count ?? 0
}

export async function activeCurrency(db: Executor, playerId: number): Promise<string | undefined> {
  const rows = await db
    .select({ currency: accounts.currency })
    .from(accounts)
    .where(and(eq(accounts.playerId, playerId), eq(accounts.active, true)))
    .limit(1)
  return rows[0]?.currency
}

export async function findAttachedCoupon(db: Executor, playerId: number): Promise<PlayerCodeRow | undefined> {
  const rows = await db
    .select()
    .from(playerCodes)
    .where(
      and(
        eq(playerCodes.playerId, playerId),
        eq(playerCodes.kind, 'coupon'),
        eq(playerCodes.state, 'attached'),
      ),
    )
    .orderBy(desc(playerCodes.id))
    .limit(1)
  return rows[0]
}

export async function markCouponUsed(db: Executor, id: number, paymentId: number, now: Date): Promise<void> {
  await db.update(playerCodes).set({ state: 'used', paymentId, updatedAt: now }).where(eq(playerCodes.id, id))
}

/** Records a redeemed code or attached coupon; undefined when the player already has it. */
export async function insertPlayerCode(
  db: Executor,
  row: typeof playerCodes.$inferInsert,
): Promise<PlayerCodeRow | undefined> {
  const [inserted] = await db.insert(playerCodes).values(row).onConflictDoNothing().returning()
  return inserted
}

export function listPlayerCodes(db: Executor, playerId: number) {
  return db
    .select({ code: playerCodes, definition: bonusDefinitions })
    .from(playerCodes)
    .innerJoin(bonusDefinitions, eq(bonusDefinitions.id, playerCodes.definitionId))
    .where(eq(playerCodes.playerId, playerId))
    .orderBy(desc(playerCodes.createdAt), desc(playerCodes.id))
}

const OPEN = ['issued', 'activated'] as const

/** Issued and activated bonuses (oldest first), then the last `finished` finished ones. */
export async function listBonusesForPlayer(db: Executor, playerId: number, finished: number) {
  const open = await db
    .select()
    .from(playerBonuses)
    .where(and(eq(playerBonuses.playerId, playerId), inArray(playerBonuses.stage, [...OPEN])))
    .orderBy(asc(playerBonuses.id))
  const done = await db
    .select()
    .from(playerBonuses)
    .where(and(eq(playerBonuses.playerId, playerId), notInArray(playerBonuses.stage, [...OPEN])))
    .orderBy(desc(playerBonuses.updatedAt), desc(playerBonuses.id))
    .limit(finished)
  return [...open, ...done]
}
