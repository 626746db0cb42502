// Message catalogs from `<dir>/<locale>/<namespace>.json`, merged per locale over its fallback
// chain (spec 2 §5). Built once per locale and process; outside production a cheap fingerprint of
// the files (mtime, size) is checked per request so edited catalogs show without a restart.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { type Locale, localeFallbackChain } from '@croupier/rules/locale'

export type Catalog = Record<string, Record<string, unknown>>

export interface BuiltCatalog {
  messages: Catalog
  etag: string
  fingerprint: string
}

type Warn = (message: string) => void

const NAMESPACE_FILE = /^[A-Za-z0-9_-]+\.json$/

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** `over` wins; nested objects merge key by key, anything else replaces. */
export function deepMerge(
  base: Record<string, unknown>,
  over: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(over)) {
    const current = out[key]
    out[key] = isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : value
  }
  return out
}

function namespaceFiles(dir: string): string[] {
  try {
    return fs
      .readdirSync(dir)
      .filter((name) => NAMESPACE_FILE.test(name))
      .sort()
  } catch {
    return []
  }
}

export class MessageCatalogs {
  private readonly built = new Map<Locale, BuiltCatalog>()

  constructor(
    private readonly dir: string,
    private readonly options: { watch: boolean; warn: Warn },
  ) {}

  /** The merged catalog of a locale; rebuilt when its files changed (watch mode only). */
  get(locale: Locale): BuiltCatalog {
    const cached = this.built.get(locale)
    if (cached && !this.options.watch) return cached
    const fingerprint = this.fingerprint(locale)
    if (cached && cached.fingerprint === fingerprint) return cached
    const messages = this.merge(locale)
    const etag = `"${createHash('sha1').update(JSON.stringify(messages)).digest('base64url')}"`
    const entry = { messages, etag, fingerprint }
    this.built.set(locale, entry)
    return entry
  }

  private fingerprint(locale: Locale): string {
    return localeFallbackChain(locale)
      .flatMap((candidate) => {
        const dir = path.join(this.dir, candidate)
        return namespaceFiles(dir).map((name) => {
          const stat = fs.statSync(path.join(dir, name), { throwIfNoEntry: false })
          return `${candidate}/${name}:${stat?.mtimeMs ?? 0}:${stat?.size ?? 0}`
        })
      })
      .join('|')
  }

  private readLocale(locale: Locale): Catalog {
    const dir = path.join(this.dir, locale)
    const catalog: Catalog = {}
    for (const name of namespaceFiles(dir)) {
      const file = path.join(dir, name)
      try {
        const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'))
        if (isPlainObject(parsed)) catalog[name.slice(0, -'.json'.length)] = parsed
        else this.options.warn(`${file} is not a JSON object; skipped`)
      } catch (error) {
        this.options.warn(`${file} could not be read (${(error as Error).message}); skipped`)
      }
    }
    return catalog
  }

  private merge(locale: Locale): Catalog {
    // The chain runs most specific first; merge from the last resort upwards.
    const chain = localeFallbackChain(locale).reverse()
    let merged: Record<string, unknown> = {}
    for (const candidate of chain) merged = deepMerge(merged, this.readLocale(candidate))
    return merged as Catalog
  }
}
