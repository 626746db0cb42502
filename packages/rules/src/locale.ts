// Locales, geo default locales, locale path prefixes and the message fallback chain.
// Implements spec 1 §1 (locales, default country, geo defaults, language select) and spec 2 §2.1, §5.

export const LOCALES = ['en', 'de', 'en-AU', 'en-CA', 'fr-CA', 'en-NZ', 'no', 'it', 'en-KW'] as const // spec 1 §1
export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'en' // spec 1 §1: the default locale has no path prefix
export const FALLBACK_LOCALE: Locale = 'en-AU' // spec 2 §5: a missing locale file falls back to English (Australia)
export const PLACEHOLDER_LOCALES: readonly Locale[] = ['en-KW'] // spec 1 §1
export const DEFAULT_COUNTRY = 'CA' // spec 1 §1

export const GEO_DEFAULT_LOCALES: Readonly<Record<string, Locale>> = {
  CA: 'en-CA',
  AU: 'en-AU',
  DE: 'de',
  NZ: 'en-NZ',
  IT: 'it',
} // spec 1 §1

const LOCALE_SET: ReadonlySet<string> = new Set(LOCALES)
const LOCALE_BY_LOWER: ReadonlyMap<string, Locale> = new Map(LOCALES.map((l) => [l.toLowerCase(), l]))

/** Exact, case-sensitive membership (what a URL prefix must be). */
export function isLocale(x: string): x is Locale {
  return LOCALE_SET.has(x)
}

/** Lenient parse of user or header input: trims, ignores case, accepts `_` for `-` ('EN_au' → 'en-AU'). */
export function normaliseLocale(x: string | null | undefined): Locale | undefined {
  if (typeof x !== 'string') return undefined
  return LOCALE_BY_LOWER.get(x.trim().replace(/_/g, '-').toLowerCase())
}

export function isPlaceholderLocale(locale: Locale): boolean {
  return PLACEHOLDER_LOCALES.includes(locale)
}

/** Splits '/path?query#hash' into the path part and the suffix starting at '?' or '#'. */
function splitSuffix(pathname: string): { path: string; suffix: string } {
  const cut = pathname.search(/[?#]/)
  const path = cut === -1 ? pathname : pathname.slice(0, cut)
  const suffix = cut === -1 ? '' : pathname.slice(cut)
  return { path: path.startsWith('/') ? path : `/${path}`, suffix }
}

/**
 * Reads the locale prefix off a path. The prefix must match a locale exactly ('/DE/x' is not German),
 * so a URL has one spelling. A query or hash is carried over onto the returned path.
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string; hasPrefix: boolean } {
  const { path, suffix } = splitSuffix(pathname)
  const match = /^\/([^/]+)(\/.*)?$/.exec(path)
  const first = match?.[1]
  if (first !== undefined && isLocale(first)) {
    return { locale: first, path: `${match?.[2] ?? '/'}${suffix}`, hasPrefix: true }
  }
  return { locale: DEFAULT_LOCALE, path: `${path}${suffix}`, hasPrefix: false }
}

/**
 * Path for a locale: the default locale has no prefix, others get '/{locale}' (spec 1 §1).
 * An existing locale prefix on `path` is replaced, so the function is idempotent.
 */
export function localizePath(locale: Locale, path: string): string {
  const bare = splitLocalePath(path).path
  if (locale === DEFAULT_LOCALE) return bare
  if (bare === '/') return `/${locale}`
  if (bare.startsWith('/?') || bare.startsWith('/#')) return `/${locale}${bare.slice(1)}`
  return `/${locale}${bare}`
}

/** The language select links to /{localeCode}{currentPath}, currentPath without the current prefix (spec 1 §1, spec 2 §2.1). */
export function languageSwitchHref(targetLocale: Locale, currentPathname: string): string {
  return localizePath(targetLocale, currentPathname)
}

/** Country code as sent by geo lookup, upper-cased; empty or malformed input gives the default country CA (spec 1 §1). */
export function countryOrDefault(country: string | null | undefined): string {
  const code = typeof country === 'string' ? country.trim().toUpperCase() : ''
  return /^[A-Z]{2}$/.test(code) ? code : DEFAULT_COUNTRY
}

/**
 * Geo default locale (spec 1 §1). A country without a geo default, or no country at all, gets the
 * un-prefixed default locale 'en'; the default country CA is applied upstream where the country is resolved.
 */
export function localeForCountry(country: string | undefined): Locale {
  if (typeof country !== 'string') return DEFAULT_LOCALE
  return GEO_DEFAULT_LOCALES[country.trim().toUpperCase()] ?? DEFAULT_LOCALE
}

/**
 * Message files to try, in order. Every locale (the placeholder en-KW included, which may gain its own
 * file later) tries itself, then English (Australia) per spec 2 §5, then the default locale 'en' as the
 * last resort so a missing en-AU file still renders English.
 */
export function localeFallbackChain(locale: Locale): Locale[] {
  return [...new Set<Locale>([locale, FALLBACK_LOCALE, DEFAULT_LOCALE])]
}

/** Value for <html lang>. All our codes are valid BCP 47 tags already ('no' is Norwegian). */
export function htmlLang(locale: Locale): string {
  return locale
}
