// What every catalogue answer shares: the audience it is shaped for (country, bot, all-providers
// flag, jackpot currency), the providers it may not see, and the wire form of a game row.
import type { Device, Game, GamePage } from '@croupier/contract/catalogue/game'
import { ProvidersConfigSchema } from '@croupier/contract/config/get-providers-config'
import {
  blockedProviderSlugs,
  type ProviderAudience,
  type ProviderBlocks,
  pageOffset,
  paginate,
} from '@croupier/rules/catalogue'
import { clientContextFromUserAgent } from '@croupier/rules/client-context'
import { DEFAULT_CURRENCY } from '@croupier/rules/currency'
import { guestJackpotCurrency } from '@croupier/rules/jackpots'
import type { Database } from '../../db/client.ts'
import { HttpError } from '../../http/errors.ts'
import { readOptionalConfig } from '../config/config.service.ts'
import { withJackpots } from '../jackpots/jackpots.service.ts'
import { findActiveAccount } from '../wallet/accounts.service.ts'
import * as repo from './catalogue.repository.ts'
import { previewUrl } from './preview.ts'

/** Who lists: provider restrictions, and the currency jackpot amounts are shown in (EUR when absent). */
export type Audience = ProviderAudience & { currency?: string | undefined }

/** The audience of one request: jackpots in the signed-in player's active currency, else the country's. */
export async function audienceFor(
  db: Database,
  visitor: { country: string; userAgent: string | undefined; allProviders: boolean; playerId: number | null },
): Promise<Audience> {
  const account = visitor.playerId === null ? undefined : await findActiveAccount(db, visitor.playerId)
  return {
    currency: account?.currency ?? guestJackpotCurrency(visitor.country),
    country: visitor.country,
    isBot: clientContextFromUserAgent(visitor.userAgent).isBot,
    allProviders: visitor.allProviders,
  }
}

export const notFound = () => new HttpError(404, 'GAME_NOT_FOUND', 'No such game.')

/** Wire games with their jackpot amounts in the audience's currency (one query, reused for a second). */
export function wire(
  db: Database,
  audience: Audience,
  rows: readonly repo.GameRow[],
  toWire: (row: repo.GameRow) => Game = toGame,
): Promise<Game[]> {
  return withJackpots(db, audience.currency ?? DEFAULT_CURRENCY, rows, toWire)
}

/** The stored providers-config; a missing or malformed document blocks nothing. */
export async function readProviderBlocks(db: Database): Promise<ProviderBlocks> {
  return (await readOptionalConfig(db, 'providers-config', ProvidersConfigSchema))?.providers ?? {}
}

/** Ids of the providers this audience may not see (spec 1 §6, trimmed to 20 entries by the rule). */
export async function blockedProviderIds(db: Database, audience: Audience): Promise<number[]> {
  return repo.findProviderIdsBySlugs(db, blockedProviderSlugs(await readProviderBlocks(db), audience))
}

export function toGame(row: repo.GameRow): Game {
  return {
    id: row.id,
    identifier: row.identifier,
    title: row.title,
    name: row.title,
    slug: row.slug,
    provider: row.providerSlug,
    provider_name: row.providerName,
    seo_title: row.seoTitle,
    categories: row.categories,
    badges: row.badges,
    preview: previewUrl(row.providerSlug, row.slug),
    has_demo_mode: row.hasDemoMode,
    devices: row.devices.filter((d): d is Device => d === 'desktop' || d === 'mobile'),
    currencies: row.currencies,
    kind: row.kind as Game['kind'],
    theme: row.theme,
    min_bet_cents: row.minBetCents,
    max_bet_cents: row.maxBetCents,
    rtp: row.rtpBasisPoints / 100,
    jackpot: null,
  }
}

export async function categoryKeys(db: Database): Promise<Set<string>> {
  return new Set((await repo.listCategories(db)).map((c) => c.identifier))
}

export async function page(
  db: Database,
  audience: Audience,
  query: repo.GameQuery,
  pageNumber: number,
  pageSize: number,
): Promise<GamePage> {
  const { rows, total } = await repo.findGamesPage(db, query, pageOffset(pageNumber, pageSize), pageSize)
  return { data: await wire(db, audience, rows), pagination: paginate(pageNumber, pageSize, total) }
}
