// Deterministic reference data. Every step inserts what is missing, keyed by natural keys (config
// key, country code, group id, page slug + locale…) and never touches an existing row: running it
// on every start is safe, and an operator's edits survive restarts and upgrades.
import fs from 'node:fs'
import { FOOTER_SNIPPET_KEY } from '@croupier/contract/cms/get-snippet'
import { CURRENCIES } from '@croupier/rules/currency'
import { FULLY_RESTRICTED_COUNTRIES } from '@croupier/rules/geo'
import type { Locale } from '@croupier/rules/locale'
import type { Database } from '../db/client.ts'
import { insertMissingCatalogue } from '../modules/catalogue/catalogue.repository.ts'
import {
  ensurePage,
  insertMissingPageTranslations,
  insertMissingSeoPages,
  insertMissingSnippets,
} from '../modules/cms/cms.repository.ts'
import { insertMissingConfig } from '../modules/config/config.repository.ts'
import {
  insertMissingCountries,
  insertMissingCryptoRates,
  insertMissingCurrencies,
  insertMissingPlayerGroups,
} from '../modules/info/info.repository.ts'
import { insertMissingJackpots, linkUnlinkedGames } from '../modules/jackpots/jackpots.repository.ts'
import { seedDemoBalances } from '../modules/wallet/demo-balances.ts'
import { seedAdventures } from './adventures.ts'
import { seedBonuses } from './bonuses.ts'
import { generateCatalogue } from './catalogue.ts'
import { pageContentFile, pageJsonLd, SEED_PAGES } from './cms/pages.ts'
import { SEO_PAGES } from './cms/seo.ts'
import { FOOTER_SNIPPETS } from './cms/snippets.ts'
import { COUNTRIES, PARTIALLY_RESTRICTED_COUNTRIES } from './countries.ts'
import { cryptoRateRows } from './crypto-rates.ts'
import { DEMO_PLAYERS, seedDemoPlayers } from './demo-players.ts'
import { JACKPOT_CATEGORY, JACKPOT_IDENTIFIERS, seedJackpots, seedJackpotWins } from './jackpots.ts'
import { seedLootboxes } from './lootboxes.ts'
import { seedLotteries } from './lotteries.ts'
import { seedLoyaltyShop } from './loyalty-shop.ts'
import { operatorConfigDocuments } from './operator-config.ts'
import { seedPayments } from './payments.ts'
import { PLAYER_GROUPS } from './player-groups.ts'
import { seedQuests } from './quests.ts'
import { seedTournaments } from './tournaments.ts'
import { seedVip } from './vip.ts'

export interface SeedOptions {
  /** Anchors relative dates (promotion timers, the adventure calendar) on the first seed. */
  now?: Date
  /** The 10,000-game demo catalogue (SEED_CATALOGUE, on by default on start; opt-in in tests). */
  catalogue?: boolean
}

async function seedOperatorConfig(db: Database, now: Date): Promise<void> {
  const documents = operatorConfigDocuments(now).map(({ key, schema, value }) => {
    const parsed = schema.safeParse(value)
    if (!parsed.success) throw new Error(`seed config ${key} is invalid: ${parsed.error.message}`)
    return { key, value }
  })
  await insertMissingConfig(db, documents)
}

async function seedReferenceData(db: Database): Promise<void> {
  const full = new Set<string>(FULLY_RESTRICTED_COUNTRIES)
  const partial = new Set(PARTIALLY_RESTRICTED_COUNTRIES)
  await insertMissingCountries(
    db,
    COUNTRIES.map(([code, name]) => ({
      code,
      name,
      restriction: full.has(code) ? 'full' : partial.has(code) ? 'partial' : 'none',
    })),
  )
  await insertMissingPlayerGroups(db, [...PLAYER_GROUPS])
  await insertMissingCurrencies(
    db,
    CURRENCIES.map((currency, position) => ({
      code: currency.code,
      fiat: currency.fiat,
      subunitsToUnit: currency.subunits_to_unit,
      enabled: currency.enabled,
      position,
    })),
  )
  await insertMissingCryptoRates(db, cryptoRateRows())
}

async function seedCms(db: Database): Promise<void> {
  for (const [position, page] of SEED_PAGES.entries()) {
    const pageId = await ensurePage(db, {
      slug: page.slug,
      categories: [...page.categories],
      hidden: page.hidden,
      position,
    })
    const translations = Object.entries(page.texts).map(([locale, text]) => {
      const file = pageContentFile(fs, locale as Locale, page.slug)
      const jsonLd = pageJsonLd(page.slug, locale as Locale, text)
      return { pageId, locale, ...text, jsonLd, content: fs.readFileSync(file, 'utf8').trim() }
    })
    await insertMissingPageTranslations(db, translations)
  }
  await insertMissingSnippets(
    db,
    Object.entries(FOOTER_SNIPPETS).map(([locale, content]) => ({
      key: FOOTER_SNIPPET_KEY,
      locale,
      content,
    })),
  )
  await insertMissingSeoPages(
    db,
    Object.entries(SEO_PAGES).flatMap(([pagePath, byLocale]) =>
      Object.entries(byLocale).map(([locale, text]) => ({ path: pagePath, locale, ...text })),
    ),
  )
}

export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<void> {
  const now = options.now ?? new Date()
  await seedOperatorConfig(db, now)
  await seedReferenceData(db)
  await seedCms(db)
  await seedPayments(db)
  await seedBonuses(db)
  await seedVip(db)
  await seedLoyaltyShop(db, now)
  await seedAdventures(db)
  await seedDemoPlayers(db, now)
  await seedDemoBalances(
    db,
    DEMO_PLAYERS.map((p) => ({ email: p.email, currency: p.currencies[0] ?? 'EUR' })),
    now,
  )
  if (options.catalogue) await insertMissingCatalogue(db, generateCatalogue())
  await seedLootboxes(db, now)
  await seedLotteries(db, now)
  await seedTournaments(db, now)
  await seedQuests(db, now)
  await insertMissingJackpots(db, seedJackpots())
  await linkUnlinkedGames(db, JACKPOT_CATEGORY, JACKPOT_IDENTIFIERS)
  await seedJackpotWins(db, now)
}
