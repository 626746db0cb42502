// Proves every locale's catalog has every key of `en` (the en-KW placeholder falls back and is
// exempt), that no value is empty, and that interpolation placeholders match.
import { LOCALES, PLACEHOLDER_LOCALES } from '@croupier/rules/locale'
import { readCatalog as readLocale } from './lib/message-catalogs.ts'

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',')

const en = readLocale('en')
let problems = 0
for (const locale of LOCALES) {
  if (locale === 'en' || PLACEHOLDER_LOCALES.includes(locale)) continue
  const catalog = readLocale(locale)
  const missing = [...en.keys()].filter((key) => !catalog.has(key))
  const empty = [...catalog.entries()].filter(([, text]) => text.trim() === '').map(([key]) => key)
  const mismatched = [...en.entries()]
    .filter(([key, text]) => catalog.has(key) && placeholders(text) !== placeholders(catalog.get(key) ?? ''))
    .map(([key]) => key)
  const count = missing.length + empty.length + mismatched.length
  problems += count
  console.log(`${count === 0 ? 'ok  ' : 'FAIL'} ${locale}: ${catalog.size}/${en.size} keys`)
  for (const key of missing.slice(0, 20)) console.log(`       missing ${key}`)
  for (const key of empty.slice(0, 20)) console.log(`       empty ${key}`)
  for (const key of mismatched.slice(0, 20)) console.log(`       placeholders differ ${key}`)
}
console.log(`${en.size} keys in en; ${problems === 0 ? 'every locale complete' : `${problems} problems`}`)
process.exit(problems === 0 ? 0 : 1)
