// Reads and writes the reference tables behind /api/info/*.
import { asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { countries, cryptoExchangeRates, currencies, playerGroups } from './info.tables.ts'

export type CountryRow = typeof countries.$inferSelect
export type PlayerGroupRow = typeof playerGroups.$inferSelect
export type CurrencyRow = typeof currencies.$inferSelect
export type CryptoRateRow = typeof cryptoExchangeRates.$inferSelect

export function listCountries(db: Database): Promise<CountryRow[]> {
  return db.select().from(countries).orderBy(asc(countries.name))
}

export function listPlayerGroups(db: Database): Promise<PlayerGroupRow[]> {
  return db.select().from(playerGroups).orderBy(asc(playerGroups.id))
}

export function listEnabledCurrencies(db: Database): Promise<CurrencyRow[]> {
  return db.select().from(currencies).where(eq(currencies.enabled, true)).orderBy(asc(currencies.position))
}

export function listCryptoRates(db: Database): Promise<CryptoRateRow[]> {
  return db
    .select()
    .from(cryptoExchangeRates)
    .orderBy(asc(cryptoExchangeRates.crypto), asc(cryptoExchangeRates.fiat))
}

// Seed inserts: existing rows (perhaps edited by the operator) are kept.
export async function insertMissingCountries(
  db: Database,
  rows: (typeof countries.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(countries).values(rows).onConflictDoNothing()
}

export async function insertMissingPlayerGroups(
  db: Database,
  rows: (typeof playerGroups.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(playerGroups).values(rows).onConflictDoNothing()
}

export async function insertMissingCurrencies(
  db: Database,
  rows: (typeof currencies.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(currencies).values(rows).onConflictDoNothing()
}

export async function insertMissingCryptoRates(
  db: Database,
  rows: (typeof cryptoExchangeRates.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(cryptoExchangeRates).values(rows).onConflictDoNothing()
}

/** A rate feed's update: replaces the rate of a pair. */
export async function saveCryptoRate(
  db: Database,
  crypto: string,
  fiat: string,
  rate: string,
): Promise<void> {
  await db
    .insert(cryptoExchangeRates)
    .values({ crypto, fiat, rate })
    .onConflictDoUpdate({
      target: [cryptoExchangeRates.crypto, cryptoExchangeRates.fiat],
      set: { rate, updatedAt: sql`now()` },
    })
}

export async function countInfoRows(db: Database): Promise<Record<string, number>> {
  const count = sql<number>`count(*)::int`
  const [c, g, cur, r] = await Promise.all([
    db.select({ count }).from(countries),
    db.select({ count }).from(playerGroups),
    db.select({ count }).from(currencies),
    db.select({ count }).from(cryptoExchangeRates),
  ])
  return {
    countries: c[0]?.count ?? 0,
    playerGroups: g[0]?.count ?? 0,
    currencies: cur[0]?.count ?? 0,
    cryptoRates: r[0]?.count ?? 0,
  }
}

export async function findCountry(db: Database, code: string): Promise<CountryRow | undefined> {
  const [row] = await db.select().from(countries).where(eq(countries.code, code)).limit(1)
  return row
}
