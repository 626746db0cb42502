// Licence, geo restriction and the sportsbook link of a page (spec 1 §1, §6; ADR 008): from the
// brand host, the visitor's country, the restricted-country list and the player's own licence.
import type { BettingConfig } from '@croupier/contract/config/get-betting-config'
import type { Countries } from '@croupier/contract/info/get-countries'
import { type BrandHost, isMainHost, normaliseHost, SPORTSBOOK_BLOCKED_COUNTRY } from '@croupier/rules/brand'
import { effectiveGeoRestriction, FULLY_RESTRICTED_COUNTRIES } from '@croupier/rules/geo'
import { EE_COUNTRY, needsAuApproval, resolveLicence } from '@croupier/rules/licence'
import type { Locale } from '@croupier/rules/locale'
import { AU_APPROVED_COOKIE } from '../cookies'
import type { ShellContext, ShellPlayer } from '../shell-context'

export interface LicenceInput {
  host: BrandHost
  country: string
  locale: Locale
  player: ShellPlayer | null
  countries: Countries | null
  betting: BettingConfig | null
  cookies: Record<string, string>
}

export type LicenceAndGeo = Pick<
  ShellContext,
  'licence' | 'geoRestriction' | 'geoIsEE' | 'needsAuApproval' | 'bettingUrl'
>

export function resolveLicenceAndGeo(input: LicenceInput): LicenceAndGeo {
  const { host, country, locale, player, countries, betting, cookies } = input
  const partialCountries: string[] = []
  const fullCountries: string[] = [...FULLY_RESTRICTED_COUNTRIES]
  for (const entry of countries?.countries ?? []) {
    if (entry.restriction === 'partial') partialCountries.push(entry.code)
    if (entry.restriction === 'full') fullCountries.push(entry.code)
  }
  const sportsbookBlocked = country === SPORTSBOOK_BLOCKED_COUNTRY
  const licence = resolveLicence({
    isMainHost: isMainHost(host),
    hostLicence: host.licence,
    userLicence: player?.license_name ?? null,
    geoCountry: country,
    locale,
    ipCountry: country,
  })
  return {
    licence,
    // ADR 008: an Estonian visitor on an EE-licence site is not restricted.
    geoRestriction: effectiveGeoRestriction({ country, partialCountries, licence, fullCountries }),
    geoIsEE: country === EE_COUNTRY,
    needsAuApproval: needsAuApproval(country) && !cookies[AU_APPROVED_COOKIE],
    bettingUrl: sportsbookBlocked ? null : (betting?.hosts[normaliseHost(host.host)]?.url ?? null),
  }
}
