// What an amount of a currency is worth in EUR, from the crypto exchange rate table (a rate feed keeps
// it current). Fiat crosses are read through Bitcoin: CAD per EUR = (CAD per BTC) / (EUR per BTC), the
// same ratio the seed's USD cross rates give.
import { DEMO_CURRENCY } from '@croupier/contract/play/game-session'
import { DEFAULT_CURRENCY, isCrypto } from '@croupier/rules/currency'
import { type EurRate, SAME_AS_EUR } from '@croupier/rules/games/stakes'
import type { Database } from '../../db/client.ts'
import { findCryptoRates } from './exchange-rates.repository.ts'

const CROSS_COIN = 'BTC'

/** The rate of `currency` against EUR; EUR and the demo currency are EUR; null when no rate is known. */
export async function eurRate(db: Database, currency: string): Promise<EurRate | null> {
  if (currency === DEFAULT_CURRENCY || currency === DEMO_CURRENCY) return SAME_AS_EUR
  if (isCrypto(currency)) {
    const eur = (await findCryptoRates(db, currency, [DEFAULT_CURRENCY])).get(DEFAULT_CURRENCY)
    return eur ? { units: '1', eur } : null
  }
  const rates = await findCryptoRates(db, CROSS_COIN, [currency, DEFAULT_CURRENCY])
  const units = rates.get(currency)
  const eur = rates.get(DEFAULT_CURRENCY)
  return units && eur ? { units, eur } : null
}
