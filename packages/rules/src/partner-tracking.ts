// Partner tracking: stag and affiliate id from query, cookies or referrer; UTM metrics; welcome pack.
// Implements spec 1 §1 (partner tracking), §6 (welcome pack), §7 (/log_utm_set), §9 (cookie constants); spec 2 §7.

export const PARTNER_COOKIE_MAX_AGE_DAYS = 30 // spec 1 §9
export const DEFAULT_AFFILIATE_ID = '122' // spec 1 §9
export const SEARCH_ENGINE_AFFILIATE_ID = '241' // spec 1 §9
export const STAG_COOKIE = 'stag' // spec 1 §1
export const AFFILIATE_COOKIE = 'affb_id' // spec 1 §1
export const UTM_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'sub_id',
] as const // spec 1 §7

const SEARCH_ENGINES = [
  'google',
  'bing',
  'yahoo',
  'duckduckgo',
  'yandex',
  'baidu',
  'ecosia',
  'qwant',
  'startpage',
  'naver',
  'seznam',
  'ask',
  'aol',
]
// '<engine>.<tld>' or '<engine>.<sld>.<cc>' at the end of the host, e.g. google.com, www.google.co.uk, yandex.com.tr.
const SEARCH_ENGINE_HOST = new RegExp(`(^|\\.)(${SEARCH_ENGINES.join('|')})\\.[a-z]{2,3}(\\.[a-z]{2})?$`)
const SEARCH_ENGINE_EXACT_HOSTS = ['search.brave.com']

// Partner values end up in cookies and URLs: keep them to a safe alphabet.
const PARTNER_VALUE = /^[A-Za-z0-9_.-]{1,128}$/

/** Hostname of a referrer ('https://www.google.com/search?q=x' or a bare 'google.com'), lower-case, or undefined. */
export function referrerHostname(referrer: string | null | undefined): string | undefined {
  if (typeof referrer !== 'string' || referrer.trim() === '') return undefined
  const raw = referrer.trim()
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`)
    return url.hostname.toLowerCase().replace(/\.$/, '') || undefined
  } catch {
    return undefined
  }
}

/** Whether the referrer is a search engine; such visitors get affiliate 241 instead of 122 (spec 1 §9). */
export function isSearchEngineReferrer(referrer: string | null | undefined): boolean {
  const host = referrerHostname(referrer)
  if (host === undefined) return false
  return SEARCH_ENGINE_EXACT_HOSTS.includes(host) || SEARCH_ENGINE_HOST.test(host)
}

/**
 * Stag configured for a referrer (config stag-by-referrer-name, spec 1 §7). Keys are compared without
 * case; the most specific key wins: the whole host, the host without 'www.', each parent domain, then
 * any single label ('google' matches www.google.co.uk).
 */
export function stagForReferrer(
  referrer: string | null | undefined,
  stagByReferrerName: Readonly<Record<string, string>>,
): string | undefined {
  const host = referrerHostname(referrer)
  if (host === undefined) return undefined
  const byKey = new Map(Object.entries(stagByReferrerName).map(([k, v]) => [k.trim().toLowerCase(), v]))
  const labels = host.split('.')
  const parents = labels.map((_, i) => labels.slice(i).join('.')).filter((d) => d.includes('.'))
  const candidates = [host, host.replace(/^www\./, ''), ...parents, ...labels]
  for (const key of candidates) {
    const stag = byKey.get(key)
    if (stag !== undefined && PARTNER_VALUE.test(stag)) return stag
  }
  return undefined
}

function partnerValue(x: string | null | undefined): string | undefined {
  const v = typeof x === 'string' ? x.trim() : ''
  return PARTNER_VALUE.test(v) ? v : undefined
}

export type PartnerResolution = { stag?: string; affb_id: string; changed: boolean }

/**
 * Partner stag and affiliate id to store (spec 1 §1, §9). Each value: the query wins, then the existing
 * cookie, then (stag only) a stag configured for the referrer; affb_id defaults to 122, or 241 for a
 * search-engine referrer. Values outside [A-Za-z0-9_.-]{1,128} are ignored. `changed` says the cookies
 * must be (re)written.
 */
export function resolvePartner({
  query,
  referrer,
  existing,
  stagByReferrerName,
}: {
  query: URLSearchParams
  referrer: string | undefined
  existing: { stag?: string | undefined; affb_id?: string | undefined }
  stagByReferrerName: Readonly<Record<string, string>>
}): PartnerResolution {
  const existingStag = partnerValue(existing.stag)
  const existingAffb = partnerValue(existing.affb_id)
  const stag =
    partnerValue(query.get('stag')) ?? existingStag ?? stagForReferrer(referrer, stagByReferrerName)
  const affb_id =
    partnerValue(query.get('affb_id')) ??
    existingAffb ??
    (isSearchEngineReferrer(referrer) ? SEARCH_ENGINE_AFFILIATE_ID : DEFAULT_AFFILIATE_ID)
  const changed = stag !== existing.stag || affb_id !== existing.affb_id
  return stag === undefined ? { affb_id, changed } : { stag, affb_id, changed }
}

export type UtmMetrics = Partial<Record<(typeof UTM_KEYS)[number], string>>

/** utmMetrics for /log_utm_set (spec 1 §7): non-empty utm_* and sub_id values, or null when there are none. */
export function utmMetricsFromQuery(query: URLSearchParams): UtmMetrics | null {
  const metrics: UtmMetrics = {}
  for (const key of UTM_KEYS) {
    const value = query.get(key)?.trim()
    if (value) metrics[key] = value
  }
  return Object.keys(metrics).length > 0 ? metrics : null
}
