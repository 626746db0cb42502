// /api/info/*: reference tables and operator documents shaped for the wire.
import type { Countries } from '@croupier/contract/info/get-countries'
import type { CryptoExchangeRates } from '@croupier/contract/info/get-crypto-exchange-rates'
import type { Currencies } from '@croupier/contract/info/get-currencies'
import { type Locales, LocalesSchema } from '@croupier/contract/info/get-locales'
import { type PlayerFields, PlayerFieldsSchema } from '@croupier/contract/info/get-player-fields'
import type { Project } from '@croupier/contract/info/get-project'
import type { Statuses } from '@croupier/contract/info/get-statuses'
import type { BrandHost } from '@croupier/rules/brand'
import { DEFAULT_CURRENCY } from '@croupier/rules/currency'
import type { Database } from '../../db/client.ts'
import { readConfig } from '../config/config.service.ts'
import { type LocaleVisibility, LocaleVisibilitySchema, StoredProjectSchema } from './info.documents.ts'
import { listCountries, listCryptoRates, listEnabledCurrencies, listPlayerGroups } from './info.repository.ts'

export async function getCountries(db: Database): Promise<Countries> {
  const rows = await listCountries(db)
  return {
    countries: rows.map((row) => ({
      code: row.code,
      name: row.name,
      restriction: row.restriction as Countries['countries'][number]['restriction'],
    })),
  }
}

export async function getStatuses(db: Database): Promise<Statuses> {
  const rows = await listPlayerGroups(db)
  return {
    statuses: rows.map((row) => ({
      id: row.id,
      name: row.name,
      kind: row.kind as Statuses['statuses'][number]['kind'],
      writable: row.writable,
    })),
  }
}

export async function getCurrencies(db: Database): Promise<Currencies> {
  const rows = await listEnabledCurrencies(db)
  return {
    currencies: rows.map((row) => ({ code: row.code, fiat: row.fiat, subunits_to_unit: row.subunitsToUnit })),
    default: DEFAULT_CURRENCY,
  }
}

/** Drops trailing zeros numeric(30,12) adds: '58231.420000000000' → '58231.42'. */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value
}

export async function getCryptoExchangeRates(db: Database): Promise<CryptoExchangeRates> {
  const rows = await listCryptoRates(db)
  const rates: CryptoExchangeRates['rates'] = {}
  let latest = new Date(0)
  for (const row of rows) {
    rates[row.crypto] = { ...rates[row.crypto], [row.fiat]: trimDecimal(row.rate) }
    if (row.updatedAt > latest) latest = row.updatedAt
  }
  return { rates, updated_at: latest.toISOString() }
}

export function getPlayerFields(db: Database): Promise<PlayerFields> {
  return readConfig(db, 'player-fields', PlayerFieldsSchema)
}

export async function getProject(db: Database, hosts: BrandHost[]): Promise<Project> {
  const project = await readConfig(db, 'project', StoredProjectSchema)
  return { ...project, hosts }
}

function hiddenFor(
  key: string | undefined,
  table: Record<string, string[]>,
  matchAffiliatePart: boolean,
): string[] {
  if (!key) return []
  return Object.entries(table).flatMap(([configured, locales]) =>
    configured === key || (matchAffiliatePart && key.startsWith(`${configured}_`)) ? locales : [],
  )
}

export function visibleLocales(
  all: Locales['locales'],
  visibility: LocaleVisibility,
  partner: { stag?: string | undefined; affb_id?: string | undefined },
): Locales['locales'] {
  const hidden = new Set([
    ...hiddenFor(partner.stag, visibility.hiddenByStag, true),
    ...hiddenFor(partner.affb_id, visibility.hiddenByAffiliate, false),
  ])
  // The default locale is never hidden: every visitor must have one.
  return all.filter((locale) => locale.default || !hidden.has(locale.code))
}

export async function getLocales(
  db: Database,
  partner: { stag?: string | undefined; affb_id?: string | undefined },
): Promise<Locales> {
  const [all, visibility] = await Promise.all([
    readConfig(db, 'locales', LocalesSchema),
    readConfig(db, 'locale-visibility', LocaleVisibilitySchema),
  ])
  return { locales: visibleLocales(all.locales, visibility, partner) }
}

// Registration checks the chosen country against the stored list.
export { findCountry } from './info.repository.ts'
