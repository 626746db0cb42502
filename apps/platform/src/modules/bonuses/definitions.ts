// Bonus definitions (the operator's offers): reads, and their terms and titles in one currency and
// locale. A title may name its cap as {max}; it reads in that currency ("up to CA$750").
import type { BonusTerms, OfferedBonus } from '@croupier/contract/bonuses/player-bonus'
import { formatMinorUnits } from '@croupier/rules/currency'
import type { Locale } from '@croupier/rules/locale'
import { pickLocalised } from '../config/config.service.ts'
import type { Executor } from '../wallet/ledger.service.ts'
import type { Definition } from './offers.repository.ts'
import * as repo from './offers.repository.ts'

export type { Definition } from './offers.repository.ts'
export {
  findDefinitionByCode,
  findDefinitionById,
  insertMissingDefinitions,
  listDefinitions,
} from './offers.repository.ts'

/**
 * The code a welcome-pack step is chosen by (ADR 039: the welcome pack is chosen, never slipped in):
 * `WELCOMEPACK<step>` for a deposit definition without a code of its own that belongs to a deposit
 * number; otherwise the definition's code.
 */
export function depositCode(definition: Definition): string | null {
  if (definition.code !== null || definition.depositNumber === null) return definition.code
  return `WELCOMEPACK${definition.depositNumber}`
}

/** The deposit definition a code names: its own code, or `WELCOMEPACK<step>` for a welcome step. */
export async function findDepositDefinition(db: Executor, raw: string): Promise<Definition | undefined> {
  const own = await repo.findDefinitionByCode(db, raw)
  if (own) return own.trigger === 'deposit' ? own : undefined
  const step = /^WELCOMEPACK(\d+)$/.exec(raw.trim().toUpperCase())?.[1]
  if (!step) return undefined
  return (await repo.listDefinitions(db, ['deposit'])).find(
    (definition) => definition.code === null && definition.depositNumber === Number(step),
  )
}

/** Live now and priced in the currency. */
export function offeredIn(definition: Definition, currency: string, now: Date): boolean {
  return (
    definition.enabled &&
    definition.amounts[currency] !== undefined &&
    (definition.validUntil === null || definition.validUntil > now)
  )
}

/** The definition's terms in one currency (what a bonus issued in it keeps). */
export function termsFor(definition: Definition, currency: string): BonusTerms {
  const amounts = definition.amounts[currency]
  return {
    percent: definition.percent,
    min_deposit_cents: amounts?.min_deposit_cents ?? null,
    max_bonus_cents: amounts?.max_bonus_cents ?? null,
    wager_multiplier: definition.wagerMultiplier,
    wager_base: definition.wagerBase,
    max_bet_cents: amounts?.max_bet_cents ?? null,
    max_conversion_cents: amounts?.max_conversion_cents ?? null,
    contribution: definition.contribution,
    excluded_games: definition.excludedGames,
    activation_days: definition.activationDays,
    wagering_days: definition.wageringDays,
    free_spins: definition.freeSpins?.count ?? 0,
  }
}

export function definitionTexts(definition: Definition, currency: string, locale: Locale) {
  const cap = definition.amounts[currency]?.max_bonus_cents ?? 0
  const max = formatMinorUnits(cap, currency, locale, { dropWholeFraction: true })
  return {
    title: pickLocalised(definition.titles, locale).replaceAll('{max}', max),
    description: pickLocalised(definition.descriptions, locale).replaceAll('{max}', max),
  }
}

export function offeredBonus(
  definition: Definition,
  currency: string,
  locale: Locale,
  labels: ReadonlyMap<string, string>,
): OfferedBonus {
  return {
    id: String(definition.id),
    type: definition.type,
    group_key: definition.groupKey,
    code: depositCode(definition),
    ...definitionTexts(definition, currency, locale),
    label: labels.get(definition.groupKey) ?? null,
    currency,
    terms: termsFor(definition, currency),
    step: definition.depositNumber,
  }
}

/** Catalogue ids of the games a free-spin batch names (`provider/slug` identifiers or bare slugs). */
export function freeSpinGameIds(db: Executor, names: readonly string[]): Promise<number[]> {
  return repo.gameIdsByNames(db, names)
}
