// A session's stakes: the game's EUR stake range in the session's currency (rules/games/stakes.ts),
// at the current exchange rate; a currency without a rate plays the catalogue's numbers.
import type { Game } from '@croupier/contract/catalogue/game'
import { currencyInfo } from '@croupier/rules/currency'
import { SAME_AS_EUR, type Stakes, stakesIn } from '@croupier/rules/games/stakes'
import type { Database } from '../../db/client.ts'
import { eurRate } from '../info/eur-rate.service.ts'

export async function sessionStakes(db: Database, currency: string, game: Game): Promise<Stakes> {
  const rate = (await eurRate(db, currency)) ?? SAME_AS_EUR
  const subunits = currencyInfo(currency)?.subunits_to_unit ?? 100
  return stakesIn({ minBetCents: game.min_bet_cents, maxBetCents: game.max_bet_cents }, subunits, rate)
}
