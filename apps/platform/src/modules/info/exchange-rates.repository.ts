// Reads the crypto exchange rate table for conversions (eur-rate.service.ts).
import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { cryptoExchangeRates } from './info.tables.ts'

/** Fiat code → fiat major units per one `crypto`, as exact decimal strings. */
export async function findCryptoRates(
  db: Database,
  crypto: string,
  fiats: string[],
): Promise<Map<string, string>> {
  const rows = await db
    .select({ fiat: cryptoExchangeRates.fiat, rate: cryptoExchangeRates.rate })
    .from(cryptoExchangeRates)
    .where(and(eq(cryptoExchangeRates.crypto, crypto), inArray(cryptoExchangeRates.fiat, fiats)))
  return new Map(rows.map((row) => [row.fiat, row.rate]))
}
