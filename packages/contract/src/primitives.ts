// Small schemas many endpoints share: codes for locales, countries, currencies, licences, times.
import type { Licence } from '@croupier/rules/licence'
import { LOCALES } from '@croupier/rules/locale'
import { z } from 'zod'

export const LocaleSchema = z.enum(LOCALES)
/** ISO 3166-1 alpha-2, upper case. */
export const CountryCodeSchema = z.string().regex(/^[A-Z]{2}$/)
/** Upper-case currency code; crypto codes run to 5 letters (USDT, USDC). */
export const CurrencyCodeSchema = z.string().regex(/^[A-Z]{3,5}$/)
export const LicenceSchema = z.enum(['CW', 'EE', 'GCB'] as const satisfies readonly Licence[])
export const TimestampSchema = z.iso.datetime({ offset: true })
/** Largest value of a PostgreSQL `integer` column. */
export const INT4_MAX = 2_147_483_647
/** An integer that fits an `integer` column (ids, counts): larger input is a 422, never a database error. */
export const Int4Schema = z
  .int()
  .min(-INT4_MAX - 1)
  .max(INT4_MAX)
/** A row id of an `integer` (serial) column. */
export const Int4IdSchema = Int4Schema.positive()
/** The same id read from a path or query string. */
export const Int4IdParamSchema = z.coerce.number().int().positive().max(INT4_MAX)
/** Integer minor units (spec 1 §9: money is never a float). */
export const CentsSchema = z.int().nonnegative()
/** Money in minor units per currency code, e.g. `{ EUR: 5000, USD: 5000 }`. */
export const CentsByCurrencySchema = z.record(CurrencyCodeSchema, CentsSchema)
/** Text per locale; readers fall back along `localeFallbackChain`. */
export const LocalisedTextSchema = z.partialRecord(LocaleSchema, z.string())
