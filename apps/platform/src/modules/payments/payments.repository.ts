// Database access of the payments module: only this file touches Drizzle for payments.
import { and, asc, desc, eq, isNotNull, lte, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { Executor } from '../wallet/ledger.service.ts'
import {
  cryptoAddresses,
  fraudChecks,
  paymentCallbackEvents,
  paymentMethods,
  paymentProfiles,
  payments,
} from './payments.tables.ts'

export type PaymentRow = typeof payments.$inferSelect
export type NewPaymentRow = typeof payments.$inferInsert
export type MethodRow = typeof paymentMethods.$inferSelect
export type ProfileRow = typeof paymentProfiles.$inferSelect

export async function insertMissingPaymentMethods(
  db: Database,
  rows: (typeof paymentMethods.$inferInsert)[],
): Promise<void> {
  if (rows.length) await db.insert(paymentMethods).values(rows).onConflictDoNothing()
}

export function listMethods(
  db: Executor,
  currency: string,
  action: 'deposit' | 'cashout',
): Promise<MethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.currency, currency),
        eq(paymentMethods.action, action),
        eq(paymentMethods.enabled, true),
      ),
    )
    .orderBy(asc(paymentMethods.position), asc(paymentMethods.id))
}

export async function findMethod(
  db: Executor,
  code: string,
  currency: string,
  action: 'deposit' | 'cashout',
): Promise<MethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.code, code),
        eq(paymentMethods.currency, currency),
        eq(paymentMethods.action, action),
        eq(paymentMethods.enabled, true),
      ),
    )
    .limit(1)
  return row
}

export async function findCryptoNetwork(db: Executor, currency: string, network: string | undefined) {
  const [row] = await db
    .select({ network: paymentMethods.network })
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.currency, currency),
        eq(paymentMethods.action, 'deposit'),
        eq(paymentMethods.type, 'crypto'),
        eq(paymentMethods.enabled, true),
        network ? eq(paymentMethods.network, network) : isNotNull(paymentMethods.network),
      ),
    )
    .orderBy(asc(paymentMethods.position), asc(paymentMethods.id))
    .limit(1)
  return row?.network ?? null
}

export async function findOrInsertAddress(
  db: Executor,
  row: { playerId: number; currency: string; network: string; address: string },
): Promise<string> {
  await db.insert(cryptoAddresses).values(row).onConflictDoNothing()
  const [found] = await db
    .select({ address: cryptoAddresses.address })
    .from(cryptoAddresses)
    .where(
      and(
        eq(cryptoAddresses.playerId, row.playerId),
        eq(cryptoAddresses.currency, row.currency),
        eq(cryptoAddresses.network, row.network),
      ),
    )
  if (!found) throw new Error('crypto address insert returned nothing')
  return found.address
}

export function listProfiles(db: Executor, playerId: number): Promise<ProfileRow[]> {
  return db
    .select()
    .from(paymentProfiles)
    .where(eq(paymentProfiles.playerId, playerId))
    .orderBy(desc(paymentProfiles.id))
}

export async function findProfile(
  db: Executor,
  playerId: number,
  id: number,
): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentProfiles)
    .where(and(eq(paymentProfiles.playerId, playerId), eq(paymentProfiles.id, id)))
    .limit(1)
  return row
}

/** True when the card was new for this player. */
export async function saveProfile(
  db: Executor,
  row: {
    playerId: number
    brand: string
    cardBin: string
    cardLast4: string
    cardExpiry: string
    cardHolder: string | null
  },
): Promise<boolean> {
  const inserted = await db
    .insert(paymentProfiles)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: paymentProfiles.id })
  return inserted.length > 0
}

/** Inserts the payment unless the player already used the key for this action; null then. */
export async function insertPayment(db: Executor, row: NewPaymentRow): Promise<PaymentRow | null> {
  const [inserted] = await db.insert(payments).values(row).onConflictDoNothing().returning()
  return inserted ?? null
}

export async function findPaymentByKey(
  db: Executor,
  playerId: number,
  action: 'deposit' | 'cashout',
  key: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.playerId, playerId), eq(payments.action, action), eq(payments.idempotencyKey, key)),
    )
    .limit(1)
  return row
}

export async function findPayment(db: Executor, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1)
  return row
}

/** Locks one payment for a state change (SELECT … FOR UPDATE). */
export async function lockPayment(db: Executor, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update')
  return row
}

export async function updatePayment(
  db: Executor,
  id: number,
  changes: Partial<Omit<NewPaymentRow, 'id'>>,
): Promise<PaymentRow> {
  const [row] = await db.update(payments).set(changes).where(eq(payments.id, id)).returning()
  if (!row) throw new Error(`payment ${id} vanished`)
  return row
}

export function listPlayerPayments(
  db: Executor,
  playerId: number,
  action: 'deposit' | 'cashout' | undefined,
  limit: number,
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.playerId, playerId), action ? eq(payments.action, action) : undefined))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit)
}

/** Ids of payments whose next step is due; rows another instance is working on are skipped. */
export async function dueDepositIds(db: Executor, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.action, 'deposit'), eq(payments.state, 'pending'), lte(payments.dueAt, now)))
    .orderBy(asc(payments.dueAt))
    .limit(limit)
  return rows.map((r) => r.id)
}

export async function dueWithdrawalIds(db: Executor, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.action, 'cashout'),
        sql`${payments.state} IN ('pending', 'processing')`,
        lte(payments.dueAt, now),
      ),
    )
    .orderBy(asc(payments.dueAt))
    .limit(limit)
  return rows.map((r) => r.id)
}

/** Locks a due payment unless another transaction holds it (FOR UPDATE SKIP LOCKED). */
export async function claimPayment(db: Executor, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.id, id))
    .for('update', { skipLocked: true })
  return row
}

/** True when this event id is new. */
export async function recordCallbackEvent(
  db: Executor,
  row: { eventId: string; paymentId: number; outcome: string; createdAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(paymentCallbackEvents)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: paymentCallbackEvents.eventId })
  return inserted.length > 0
}

export async function insertFraudCheck(db: Executor, row: typeof fraudChecks.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(fraudChecks).values(row).returning({ id: fraudChecks.id })
  if (!inserted) throw new Error('fraud check insert returned nothing')
  return inserted.id
}
