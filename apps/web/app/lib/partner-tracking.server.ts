// Partner tracking on document requests (spec 1 §1, §9): stag and affb_id from the query, the
// existing cookies or the referrer, stored for 30 days. Bots are never tracked (spec 1 §6). The
// UTM calls happen in the browser (lib/utm-tracking.ts).
import {
  AFFILIATE_COOKIE,
  PARTNER_COOKIE_MAX_AGE_DAYS,
  resolvePartner,
  STAG_COOKIE,
} from '@croupier/rules/partner-tracking'
import { serializeCookie } from './cookies'

const DAY_S = 86_400

/** The referrer, unless it is this site: internal links must not count as a partner or search engine. */
export function externalReferrer(request: Request): string | undefined {
  const referrer = request.headers.get('referer')
  if (!referrer) return undefined
  try {
    return new URL(referrer).host === new URL(request.url).host ? undefined : referrer
  } catch {
    return referrer
  }
}

/** Set-Cookie values for stag and affb_id when they change; [] when nothing changes. */
export function partnerCookies({
  url,
  referrer,
  cookies,
  stagByReferrerName,
}: {
  url: URL
  referrer: string | undefined
  cookies: Record<string, string>
  stagByReferrerName: Readonly<Record<string, string>>
}): string[] {
  const partner = resolvePartner({
    query: url.searchParams,
    referrer,
    existing: { stag: cookies[STAG_COOKIE], affb_id: cookies[AFFILIATE_COOKIE] },
    stagByReferrerName,
  })
  if (!partner.changed) return []
  const options = { maxAgeSeconds: PARTNER_COOKIE_MAX_AGE_DAYS * DAY_S, secure: url.protocol === 'https:' }
  const setCookies = [serializeCookie(AFFILIATE_COOKIE, partner.affb_id, options)]
  if (partner.stag !== undefined) setCookies.unshift(serializeCookie(STAG_COOKIE, partner.stag, options))
  return setCookies
}
