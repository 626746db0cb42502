// Shapes stored bonuses and free-spin batches into the contract payloads (spec 2 §3, §5): titles
// and descriptions in the player's locale from the definition, plan labels from config
// `modify-gifts-config`, wagering percent floor(wagered / required × 100) (100 when nothing is
// required), `activatable` while issued and before its deadline.
import {
  type BonusTerms,
  BonusTermsSchema,
  type PlayerBonus,
  type PlayerFreeSpins,
} from '@croupier/contract/bonuses/player-bonus'
import { ModifyGiftsConfigSchema } from '@croupier/contract/config/get-modify-gifts-config'
import { type Locale, normaliseLocale } from '@croupier/rules/locale'
import type { Database } from '../../db/client.ts'
import { pickLocalised, readOptionalConfig } from '../config/config.service.ts'
import type { Executor } from '../wallet/ledger.service.ts'
import type { playerBonuses, playerFreeSpins } from './bonuses.tables.ts'
import { type Definition, definitionTexts } from './definitions.ts'
import { gameTitlesByIdentifier, titlesOf } from './game-titles.repository.ts'
import * as repo from './offers.repository.ts'

export type PlayerBonusRow = typeof playerBonuses.$inferSelect
export type PlayerFreeSpinsRow = typeof playerFreeSpins.$inferSelect
type Texts = Record<string, string>

/** Titles of what has no definition (free-spin winnings, operator credits). */
const FALLBACK_TITLES: Record<string, Texts> = {
  freespins: {
    en: 'Free spin winnings',
    'en-AU': 'Free spin winnings',
    'en-CA': 'Free spin winnings',
    'en-NZ': 'Free spin winnings',
    de: 'Freispielgewinne',
    'fr-CA': 'Gains des tours gratuits',
    no: 'Gevinster fra gratisspinn',
    it: 'Vincite dei giri gratis',
  },
  batch: {
    en: 'Free spins',
    'en-AU': 'Free spins',
    'en-CA': 'Free spins',
    'en-NZ': 'Free spins',
    de: 'Freispiele',
    'fr-CA': 'Tours gratuits',
    no: 'Gratisspinn',
    it: 'Giri gratis',
  },
  /** A batch that came with a bonus (deposit, welcome): "{count}" is the number of spins. */
  spins: {
    en: '{count} free spins',
    'en-AU': '{count} free spins',
    'en-CA': '{count} free spins',
    'en-NZ': '{count} free spins',
    de: '{count} Freispiele',
    'fr-CA': '{count} tours gratuits',
    no: '{count} gratisspinn',
    it: '{count} giri gratis',
  },
  bonus: {
    en: 'Bonus',
    'en-AU': 'Bonus',
    'en-CA': 'Bonus',
    'en-NZ': 'Bonus',
    de: 'Bonus',
    'fr-CA': 'Bonus',
    no: 'Bonus',
    it: 'Bonus',
  },
}

const EMPTY_TERMS: BonusTerms = {
  percent: 0,
  min_deposit_cents: null,
  max_bonus_cents: null,
  wager_multiplier: 0,
  wager_base: 'bonus',
  max_bet_cents: null,
  max_conversion_cents: null,
  contribution: {},
  excluded_games: [],
  activation_days: null,
  wagering_days: null,
  free_spins: 0,
}

interface Context {
  locale: Locale
  definitions: Map<number, Definition>
  labels: Map<string, string>
  gameTitles: Map<string, string>
}

export async function playerLocale(db: Executor, playerId: number): Promise<Locale> {
  return normaliseLocale((await repo.findPlayerRow(db, playerId))?.locale) ?? 'en'
}

/** Plan labels (LITE, PRO, MAX) by group key, from config `modify-gifts-config`. */
export async function giftLabels(db: Executor): Promise<Map<string, string>> {
  const config = await readOptionalConfig(db as Database, 'modify-gifts-config', ModifyGiftsConfigSchema)
  const labels = new Map<string, string>()
  for (const gift of config?.gifts ?? []) if (gift.label) labels.set(gift.groupKey, gift.label)
  return labels
}

async function context(
  db: Executor,
  playerId: number,
  definitionIds: (number | null)[],
  excludedGames: string[] = [],
): Promise<Context> {
  const ids = [...new Set(definitionIds.filter((id): id is number => id !== null))]
  const rows = await repo.findDefinitionsByIds(db, ids)
  return {
    locale: await playerLocale(db, playerId),
    definitions: new Map(rows.map((row) => [row.id, row])),
    labels: await giftLabels(db),
    gameTitles: await gameTitlesByIdentifier(db, excludedGames),
  }
}

/** A definition that gives bonus money besides its spins (a match, or a fixed amount in `currency`). */
function givesBonusMoney(definition: Definition, currency: string): boolean {
  return definition.percent > 0 || (definition.amounts[currency]?.max_bonus_cents ?? 0) > 0
}

/** Batches issued with a bonus (deposit, welcome gift) read "{count} free spins" with that bonus named. */
function batchTexts(ctx: Context, row: PlayerFreeSpinsRow): { title: string; source_title: string | null } {
  const definition = row.definitionId === null ? undefined : ctx.definitions.get(row.definitionId)
  if (definition && givesBonusMoney(definition, row.currency)) {
    const title = pickLocalised(FALLBACK_TITLES.spins ?? {}, ctx.locale).replace('{count}', String(row.count))
    return { title, source_title: definitionTexts(definition, row.currency, ctx.locale).title }
  }
  return { title: texts(ctx, row.definitionId, row.currency, 'batch').title, source_title: null }
}

const iso = (date: Date | null) => date?.toISOString() ?? null

export function wageringPercent(wagered: number, required: number): number {
  if (required <= 0) return 100
  return Math.min(100, Math.floor((wagered * 100) / required))
}

function texts(ctx: Context, definitionId: number | null, currency: string, fallback: string) {
  const definition = definitionId === null ? undefined : ctx.definitions.get(definitionId)
  // Free-spin winnings keep their batch's definition, but read as winnings.
  if (definition && fallback !== 'freespins') return definitionTexts(definition, currency, ctx.locale)
  const titles = FALLBACK_TITLES[fallback] ?? FALLBACK_TITLES.bonus ?? {}
  return { title: pickLocalised(titles, ctx.locale), description: '' }
}

function shapeBonus(ctx: Context, row: PlayerBonusRow, now: Date): PlayerBonus {
  const parsed = BonusTermsSchema.safeParse(row.terms)
  const terms = parsed.success ? parsed.data : EMPTY_TERMS
  return {
    id: String(row.id),
    type: row.type,
    stage: row.stage,
    group_key: row.groupKey,
    ...texts(ctx, row.definitionId, row.currency, row.type === 'freespins' ? 'freespins' : 'bonus'),
    label: ctx.labels.get(row.groupKey) ?? null,
    currency: row.currency,
    amount_cents: row.amountCents,
    balance_cents: row.balanceCents,
    wager_required_cents: row.wagerRequiredCents,
    wagered_cents: row.wageredCents,
    wagering_percent: wageringPercent(row.wageredCents, row.wagerRequiredCents),
    converted_cents: row.convertedCents,
    terms: { ...terms, excluded_game_titles: titlesOf(terms.excluded_games, ctx.gameTitles) },
    activatable: row.stage === 'issued' && (row.activatableUntil === null || row.activatableUntil > now),
    activatable_until: iso(row.activatableUntil),
    wager_until: iso(row.wagerUntil),
    created_at: row.createdAt.toISOString(),
    activated_at: iso(row.activatedAt),
    finished_at: iso(row.finishedAt),
  }
}

export async function presentBonuses(
  db: Executor,
  playerId: number,
  rows: PlayerBonusRow[],
  now: Date = new Date(),
): Promise<PlayerBonus[]> {
  const excluded = rows.flatMap((row) => BonusTermsSchema.safeParse(row.terms).data?.excluded_games ?? [])
  const ctx = await context(
    db,
    playerId,
    rows.map((row) => row.definitionId),
    excluded,
  )
  return rows.map((row) => shapeBonus(ctx, row, now))
}

export async function presentBonus(
  db: Executor,
  playerId: number,
  row: PlayerBonusRow,
  now: Date = new Date(),
): Promise<PlayerBonus> {
  const [one] = await presentBonuses(db, playerId, [row], now)
  if (!one) throw new Error('presentBonuses returned nothing')
  return one
}

export async function presentFreeSpins(
  db: Executor,
  playerId: number,
  rows: PlayerFreeSpinsRow[],
  now: Date = new Date(),
): Promise<PlayerFreeSpins[]> {
  const ctx = await context(
    db,
    playerId,
    rows.map((row) => row.definitionId),
  )
  const gameIds = [...new Set(rows.flatMap((row) => row.gameIds))]
  const gameRows = await repo.gamesByIds(db, gameIds)
  const byId = new Map(gameRows.map((game) => [game.id, game]))
  return rows.map((row) => ({
    id: String(row.id),
    stage: row.stage,
    group_key: row.groupKey,
    ...batchTexts(ctx, row),
    currency: row.currency,
    count: row.count,
    remaining: row.remaining,
    stake_cents: row.stakeCents,
    games: row.gameIds.flatMap((id) => {
      const game = byId.get(id)
      return game ? [game] : []
    }),
    wager_multiplier: row.wagerMultiplier,
    max_win_cents: row.maxWinCents,
    won_cents: row.wonCents,
    bonus_id: row.bonusId === null ? null : String(row.bonusId),
    activatable: row.stage === 'issued' && (row.activatableUntil === null || row.activatableUntil > now),
    activatable_until: iso(row.activatableUntil),
    created_at: row.createdAt.toISOString(),
    activated_at: iso(row.activatedAt),
    finished_at: iso(row.finishedAt),
  }))
}

export async function presentFreeSpinsOne(
  db: Executor,
  playerId: number,
  row: PlayerFreeSpinsRow,
  now: Date = new Date(),
): Promise<PlayerFreeSpins> {
  const [one] = await presentFreeSpins(db, playerId, [row], now)
  if (!one) throw new Error('presentFreeSpins returned nothing')
  return one
}
