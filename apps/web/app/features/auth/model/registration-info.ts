// What the registration and personal-info forms need from the platform's public info: the field info
// (spec 1 §3), the enabled currencies (fiat and crypto, spec 1 §9) and the countries. The route
// loader fetches them on the server; a form opened as a dialog loads them once in the browser.
import type { Countries, Country } from '@croupier/contract/info/get-countries'
import type { Currencies } from '@croupier/contract/info/get-currencies'
import type { PlayerFields } from '@croupier/contract/info/get-player-fields'
import { COUNTRY_CURRENCIES } from '@croupier/rules/currency'
import { getCountries, getCurrencies, getPlayerFields } from '../api/auth-api'

export interface RegistrationInfo {
  playerFields: PlayerFields
  currencies: Currencies
  countries: Country[]
}

/** Our choice: a new player's wallet defaults to their country's currency when it is enabled. */
export function defaultCurrency(currencies: Currencies, country: string): string {
  const preferred = COUNTRY_CURRENCIES[country.toUpperCase()]
  if (preferred && currencies.currencies.some((currency) => currency.code === preferred)) return preferred
  return currencies.default
}

let browserInfo: Promise<RegistrationInfo> | null = null

/** Browser: loads the three lists once per page; a failure is forgotten so the next open retries. */
export function loadRegistrationInfo(): Promise<RegistrationInfo> {
  browserInfo ??= Promise.all([getPlayerFields(), getCurrencies(), getCountries()])
    .then(([playerFields, currencies, countries]: [PlayerFields, Currencies, Countries]) => ({
      playerFields,
      currencies,
      countries: countries.countries,
    }))
    .catch((error: unknown) => {
      browserInfo = null
      throw error
    })
  return browserInfo
}

/** Country names in the page's language (the platform sends English ones). */
export function countryOptions(
  countries: readonly Country[],
  locale: string,
): { value: string; label: string }[] {
  let names: Intl.DisplayNames | null = null
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' })
  } catch {
    names = null
  }
  return countries
    .map((country) => ({ value: country.code, label: names?.of(country.code) ?? country.name }))
    .sort((a, b) => a.label.localeCompare(b.label, locale))
}
