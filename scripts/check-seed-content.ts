// Proves the operator content the seed gives players (banners, categories, menus and their badges,
// payment method names, deposit bonuses, gifts, static pages with their HTML, SEO texts, footer
// snippets, footer awards) is written for every locale but the en-KW placeholder, and that German,
// French (Canada), Norwegian and Italian never just repeat the English, unless the text is made only
// of words that read the same in every language (SAME_IN_EVERY_LANGUAGE). English variants (en-AU,
// en-CA, en-NZ) must be present, so none falls back to another's wording; they may equal English.
import fs from 'node:fs'
import { isPlaceholderLocale, LOCALES, type Locale } from '@croupier/rules/locale'
import { bonusDefinitionRows } from '../apps/platform/src/seed/bonuses.ts'
import { SEED_CATEGORIES } from '../apps/platform/src/seed/catalogue.ts'
import { pageContentFile, SEED_PAGES } from '../apps/platform/src/seed/cms/pages.ts'
import { SEO_PAGES } from '../apps/platform/src/seed/cms/seo.ts'
import { FOOTER_SNIPPETS } from '../apps/platform/src/seed/cms/snippets.ts'
import { banners } from '../apps/platform/src/seed/config/banners.ts'
import { MENU } from '../apps/platform/src/seed/config/navigation.ts'
import { ADDITIONAL_GIFTS } from '../apps/platform/src/seed/config/promotions.ts'
import { paymentMethodRows } from '../apps/platform/src/seed/payments.ts'
import { BRAND_AWARDS } from '../apps/web/app/lib/awards.ts'
import { readCatalog } from './lib/message-catalogs.ts'

/** Names and loanwords a translation keeps as they are: brands, providers, products, game names. */
export const SAME_IN_EVERY_LANGUAGE = [
  // Games and casino loanwords.
  'Blackjack',
  'Roulette',
  'Live',
  'Jackpot',
  'Jackpots',
  'Lobby',
  'Sports',
  'VIP',
  'Megaways',
  // Provider promotions and our product names.
  'Drops & Wins',
  'Croupier',
  'Aquanova Odyssey',
  'Rocket Mart',
  'Rocket Chance',
  'Mystic Jackpots',
  'VIP Club',
  // Payment brands and networks.
  'Visa',
  'Mastercard',
  'Skrill',
  'Sofort',
  'Bitcoin Cash',
  'Bitcoin',
  'Ethereum',
  'Litecoin',
  'Dogecoin',
  'Tether',
  'TRC20',
  'ERC20',
] as const

type Texts = Partial<Record<string, string>>
interface Entry {
  where: string
  texts: Texts
  /** A message catalog key: present-ness is check-messages' job, sameness is ours. */
  isCatalogKey?: boolean
}

const LOCALES_CHECKED = LOCALES.filter((locale) => !isPlaceholderLocale(locale))
const ENGLISH_VARIANTS: readonly Locale[] = ['en-AU', 'en-CA', 'en-NZ']
const catalogs = new Map(LOCALES_CHECKED.map((locale) => [locale, readCatalog(locale)]))

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const kept = [...SAME_IN_EVERY_LANGUAGE]
  .sort((a, b) => b.length - a.length)
  .map((word) => new RegExp(`(?<![\\p{L}])${escapeRegExp(word)}(?![\\p{L}])`, 'giu'))

/** True when nothing but kept words, numbers, placeholders and punctuation remains. */
export function isSameInEveryLanguage(text: string): boolean {
  let rest = text.replace(/\{\{?\w+\}?\}/g, ' ')
  for (const word of kept) rest = rest.replace(word, ' ')
  return /^[\s\p{P}\p{S}\p{N}]*$/u.test(rest)
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',')

/** The problems of one entry; empty when it is complete and translated. */
export function entryProblems(entry: Entry): string[] {
  const problems: string[] = []
  const english = entry.texts.en
  if (english === undefined || english.trim() === '') return [`${entry.where}: no English text`]
  for (const locale of LOCALES_CHECKED) {
    if (locale === 'en') continue
    const text = entry.texts[locale]
    if (text === undefined || text.trim() === '') {
      // Catalog keys missing in a locale are reported by check-messages.
      if (!entry.isCatalogKey) problems.push(`${entry.where} [${locale}]: missing`)
      continue
    }
    if (placeholders(text) !== placeholders(english))
      problems.push(`${entry.where} [${locale}]: placeholders differ from English`)
    if (ENGLISH_VARIANTS.includes(locale)) continue
    if (text.trim() === english.trim() && !isSameInEveryLanguage(english))
      problems.push(`${entry.where} [${locale}]: same as English ${JSON.stringify(english.slice(0, 60))}`)
  }
  return problems
}

function catalogEntry(where: string, key: string): Entry {
  const texts = Object.fromEntries(LOCALES_CHECKED.map((locale) => [locale, catalogs.get(locale)?.get(key)]))
  return { where: `${where} (${key})`, texts, isCatalogKey: true }
}

function bannerEntries(): Entry[] {
  return banners(new Date('2026-01-05T00:00:00Z')).banners.flatMap((banner) => {
    const at = (part: string) => `banner ${banner.id} ${part}`
    const entries: Entry[] = [
      { where: at('title'), texts: banner.title.text },
      { where: at('description'), texts: banner.description.text },
      ...banner.labels.map((label, i) => ({ where: at(`label ${i}`), texts: label.title })),
    ]
    if (banner.button) entries.push({ where: at('button'), texts: banner.button.name })
    const second = banner.secondButton
    if (second) {
      entries.push({ where: at('second button'), texts: second.name })
      if (second.popup) {
        entries.push({ where: at('popup title'), texts: second.popup.title })
        entries.push({ where: at('popup second title'), texts: second.popup.secondTitle })
        entries.push({ where: at('popup text'), texts: second.popup.desc })
      }
    }
    return entries
  })
}

function pageEntries(): Entry[] {
  return SEED_PAGES.flatMap((page) => {
    const field = (name: 'title' | 'metaDescription' | 'metaKeywords') => ({
      where: `page ${page.slug} ${name}`,
      texts: Object.fromEntries(Object.entries(page.texts).map(([locale, text]) => [locale, text?.[name]])),
    })
    const html = Object.fromEntries(
      LOCALES_CHECKED.map((locale) => {
        const file = pageContentFile(fs, locale, page.slug)
        return [locale, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined]
      }),
    )
    return [
      field('title'),
      field('metaDescription'),
      field('metaKeywords'),
      { where: `page ${page.slug} HTML`, texts: html },
    ]
  })
}

function seoEntries(): Entry[] {
  return Object.entries(SEO_PAGES).flatMap(([path, byLocale]) =>
    (['title', 'description', 'keywords', 'h1', 'text'] as const)
      .filter((field) => (byLocale.en?.[field] ?? '') !== '')
      .map((field) => ({
        where: `SEO ${path} ${field}`,
        texts: Object.fromEntries(Object.entries(byLocale).map(([locale, seo]) => [locale, seo?.[field]])),
      })),
  )
}

export function seedContentEntries(): Entry[] {
  const brands = new Map(paymentMethodRows().map((method) => [method.code, method.brand]))
  return [
    ...bannerEntries(),
    ...bonusDefinitionRows().flatMap((bonus) => [
      { where: `bonus ${bonus.key} title`, texts: bonus.titles },
      { where: `bonus ${bonus.key} description`, texts: bonus.descriptions },
    ]),
    ...ADDITIONAL_GIFTS.gifts.flatMap((gift) => [
      { where: `gift ${gift.id} title`, texts: gift.title },
      { where: `gift ${gift.id} description`, texts: gift.description },
    ]),
    ...SEED_CATEGORIES.map((category) =>
      catalogEntry(`category ${category.identifier}`, `catalogue.categories.${category.slug}`),
    ),
    ...MENU.items.flatMap((item) => [
      catalogEntry(`menu ${item.id}`, item.title),
      ...(item.badge ? [catalogEntry(`menu ${item.id} badge`, item.badge.text)] : []),
    ]),
    // A brand is a name; any other method name is a word and needs its translations.
    ...[...brands]
      .filter(([, brand]) => !isSameInEveryLanguage(brand))
      .map(([code]) => catalogEntry(`payment method ${code}`, `cashbox.methodNames.${code}`)),
    ...pageEntries(),
    ...seoEntries(),
    { where: 'footer snippet', texts: FOOTER_SNIPPETS },
    ...BRAND_AWARDS.flatMap((award) => [
      { where: `award ${award.name} ${award.year} nomination`, texts: award.nomination },
      catalogEntry(`award ${award.name} ${award.year} prize`, `footer.awardPrizes.${award.prize}`),
    ]),
  ]
}

// Run as a script (npm test's messages tier); importing it only gives the collectors.
if (process.argv[1]?.endsWith('check-seed-content.ts')) {
  const entries = seedContentEntries()
  const problems = entries.flatMap((entry) => {
    // A catalog key the English catalog lacks is seeded content nobody translated.
    if (entry.isCatalogKey && entry.texts.en === undefined) return [`${entry.where}: no message key in en`]
    return entryProblems(entry)
  })
  for (const problem of problems.slice(0, 60)) console.log(`FAIL ${problem}`)
  if (problems.length > 60) console.log(`     … and ${problems.length - 60} more`)
  console.log(
    `${entries.length} seeded texts in ${LOCALES_CHECKED.length} locales; ${
      problems.length === 0 ? 'every locale complete and translated' : `${problems.length} problems`
    }`,
  )
  process.exit(problems.length === 0 ? 0 : 1)
}
