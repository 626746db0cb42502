// First-paint data of the profile's main tab: the field info (edition context), the countries and
// the player's promo subscription.
import * as api from '@croupier/contract/api.generated'
import type { Countries } from '@croupier/contract/info/get-countries'
import { htmlLang, type Locale } from '@croupier/rules/locale'
import { cachedPlatformGet } from '../../lib/platform-client.server'
import type { ProfileMainData } from './components/profile-main-page'
import { playerGet } from './profile-route.server'

/**
 * Country names in the page's language, sorted, made once on the server: browsers and Node ship
 * different ICU data ("Hong Kong" or "Hong Kong SAR China"), so names made in both would differ
 * at hydration.
 */
export function countryOptions(
  countries: Countries['countries'],
  locale: Locale,
): ProfileMainData['countries'] {
  const lang = htmlLang(locale)
  let names: Intl.DisplayNames | null = null
  try {
    names = new Intl.DisplayNames([lang], { type: 'region' })
  } catch {
    names = null
  }
  return countries
    .map((country) => ({ value: country.code, label: names?.of(country.code) ?? country.name }))
    .sort((a, b) => a.label.localeCompare(b.label, lang))
}

export async function loadProfileMain(request: Request, locale: Locale): Promise<ProfileMainData> {
  const [playerFields, countries, subscriptions] = await Promise.all([
    cachedPlatformGet(api.getPlayerFields),
    cachedPlatformGet(api.getCountries),
    playerGet(request, api.getSubscriptions),
  ])
  return {
    playerFields,
    countries: countryOptions(countries?.countries ?? [], locale),
    receivePromos: subscriptions?.receive_promos ?? null,
  }
}
