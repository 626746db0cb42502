// Every locale's catalog has every key of English. The served catalog always does (spec 2 §5 merges
// over en-AU, then en), so for non-English locales the check reads the locale's own files: a key
// missing there would silently show English. English variants (en-AU, en-CA, en-NZ) may rely on
// the fallback by design, so for them the served catalog is checked. Locales without a folder yet
// are skipped with a loud warning; the placeholder en-KW is exempt (spec 1 §1).
import fs from 'node:fs'
import path from 'node:path'
import { isPlaceholderLocale, LOCALES } from '@croupier/rules/locale'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import { MessageCatalogs } from '../src/modules/i18n/message-catalogs.ts'

const messagesDir = loadConfig({ NODE_ENV: 'test' }).messagesDir

/** Dotted paths of every leaf: { a: { b: 'x' } } → ['a.b']. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix]
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key))
}

/** Keys of a locale's own files only (no fallback merge), so a missing translation shows. */
function ownKeys(locale: string): Set<string> {
  const dir = path.join(messagesDir, locale)
  const keys = new Set<string>()
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const namespace = file.slice(0, -'.json'.length)
    for (const key of keyPaths(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')), namespace))
      keys.add(key)
  }
  return keys
}

const skipped: string[] = []
const catalogs = new MessageCatalogs(messagesDir, { watch: false, warn: () => {} })
const hasEnglish = fs.existsSync(path.join(messagesDir, 'en'))
const englishKeys = hasEnglish ? keyPaths(catalogs.get('en').messages) : []

beforeAll(() => {
  if (!hasEnglish) console.warn(`\n⚠️  ${messagesDir}/en does not exist: no catalog to check against.\n`)
})
afterAll(() => {
  if (skipped.length > 0) {
    console.warn(
      `\n⚠️  MESSAGE CATALOGS MISSING for ${skipped.join(', ')}: not checked for completeness (${messagesDir}).\n`,
    )
  }
})

describe('message catalogs are complete', () => {
  for (const locale of LOCALES.filter((l) => l !== 'en' && !isPlaceholderLocale(l))) {
    it(`${locale} translates every key of en`, () => {
      const isEnglishVariant = locale.startsWith('en-')
      if (!hasEnglish || (!isEnglishVariant && !fs.existsSync(path.join(messagesDir, locale)))) {
        skipped.push(locale)
        return
      }
      const own = isEnglishVariant ? new Set(keyPaths(catalogs.get(locale).messages)) : ownKeys(locale)
      const missing = englishKeys.filter((key) => !own.has(key))
      expect(missing, `${locale} lacks ${missing.length} keys`).toEqual([])
    })
  }
})
