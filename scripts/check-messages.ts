// Proves every locale's catalog has every key of `en` (the en-KW placeholder falls back and is
// exempt), that no value is empty, and that interpolation placeholders match.
import fs from 'node:fs'
import path from 'node:path'
import { LOCALES, PLACEHOLDER_LOCALES } from '@croupier/rules/locale'

const dir = path.resolve(import.meta.dirname, '../apps/platform/messages')

type Catalog = Record<string, unknown>

function flatten(value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out)
  } else {
    out.set(prefix, String(value ?? ''))
  }
  return out
}

function readLocale(locale: string): Map<string, string> {
  const folder = path.join(dir, locale)
  const catalog: Catalog = {}
  if (!fs.existsSync(folder)) return new Map()
  for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    catalog[file.replace(/\.json$/, '')] = JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8'))
  }
  return flatten(catalog)
}

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
