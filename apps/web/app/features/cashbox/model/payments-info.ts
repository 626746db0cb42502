// The payments info page's currency choice (spec 2 §2.7, §9): the cashbox currencies and the coins,
// the one asked for, else the player's, else the visitor's country's.
import {
  CASHBOX_CURRENCIES,
  CRYPTO_ADDRESS_CURRENCIES,
  currencyForCountry,
  normaliseCurrencyCode,
} from '@croupier/rules/currency'

/** The currencies the page offers (spec 1 §9 cashbox currencies, spec 2 §9 crypto). */
export const PAYMENTS_INFO_CURRENCIES: readonly string[] = [
  ...CASHBOX_CURRENCIES,
  ...CRYPTO_ADDRESS_CURRENCIES,
]

export function paymentsInfoCurrency(
  requested: string | null,
  player: { currency: string } | null,
  country: string,
): string {
  const wanted = requested ? normaliseCurrencyCode(requested.toUpperCase()) : null
  if (wanted && PAYMENTS_INFO_CURRENCIES.includes(wanted)) return wanted
  if (player && PAYMENTS_INFO_CURRENCIES.includes(player.currency)) return player.currency
  return currencyForCountry(country)
}
