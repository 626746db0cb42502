// A locale's own message catalog files (apps/platform/messages/<locale>/*.json), flattened to dotted
// keys ('catalogue.categories.top'), without the fallback merge the platform serves.
import fs from 'node:fs'
import path from 'node:path'

export const MESSAGES_DIR = path.resolve(import.meta.dirname, '../../apps/platform/messages')

function flatten(value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out)
  } else {
    out.set(prefix, String(value ?? ''))
  }
  return out
}

export function readCatalog(locale: string): Map<string, string> {
  const folder = path.join(MESSAGES_DIR, locale)
  const catalog: Record<string, unknown> = {}
  if (!fs.existsSync(folder)) return new Map()
  for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    catalog[file.replace(/\.json$/, '')] = JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8'))
  }
  return flatten(catalog)
}
