// Shared figures of the seeded bonus definitions (bonuses.ts, bonus-offers.ts): per-currency
// amounts scaled from EUR by the cashbox's minimum deposit table, texts in every locale, the
// stake weights and the games free spins play on.
import { CASHBOX_CURRENCIES, currencyInfo } from '@croupier/rules/currency'
import type { bonusDefinitions, DefinitionAmounts } from '../modules/bonuses/bonuses.tables.ts'
import { FIAT_MIN_DEPOSIT_UNITS } from './payments.ts'

export type DefinitionRow = typeof bonusDefinitions.$inferInsert

/** A EUR amount in cents in another cashbox currency's minor units (our scale, as payments.ts). */
export function scaled(eurCents: number, currency: string): number {
  const factor = (FIAT_MIN_DEPOSIT_UNITS[currency] ?? 10) / 10
  const sub = currencyInfo(currency)?.subunits_to_unit ?? 100
  return Math.round((eurCents * factor * sub) / 100)
}

interface EurFigures {
  minDeposit?: number
  maxBonus: number
  maxBet?: number
  maxConversion?: number
  freespinStake?: number
  freespinMaxWin?: number
}

/** Figures given in EUR cents, for every cashbox currency. */
export function amountsFromEur(eur: EurFigures): DefinitionAmounts {
  const out: DefinitionAmounts = {}
  for (const currency of CASHBOX_CURRENCIES) {
    const at = (cents: number | undefined) => (cents === undefined ? undefined : scaled(cents, currency))
    out[currency] = {
      max_bonus_cents: scaled(eur.maxBonus, currency),
      ...(eur.minDeposit === undefined ? {} : { min_deposit_cents: at(eur.minDeposit) }),
      ...(eur.maxBet === undefined ? {} : { max_bet_cents: at(eur.maxBet) }),
      ...(eur.maxConversion === undefined ? {} : { max_conversion_cents: at(eur.maxConversion) }),
      ...(eur.freespinStake === undefined ? {} : { freespin_stake_cents: at(eur.freespinStake) }),
      ...(eur.freespinMaxWin === undefined ? {} : { freespin_max_win_cents: at(eur.freespinMaxWin) }),
    }
  }
  return out
}

/** Texts in every locale: en and its variants, de, fr-CA, no, it. */
export function texts(en: string, de: string, frCA: string, no: string, it: string): Record<string, string> {
  return { en, 'en-AU': en, 'en-CA': en, 'en-NZ': en, de, 'fr-CA': frCA, no, it }
}

/** Stake weights of spec 2 §3: slots and instant games count fully, tables a tenth, live nothing. */
export const CONTRIBUTION = { slot: 100, instant: 100, roulette: 10, blackjack: 10, live: 0 }
/** Two high-volatility seeded slots no bonus money may wager on. */
export const EXCLUDED_GAMES = ['netent/choco-party', 'pragmaticplay/legacy-of-the-pharaoh-gold']
/** The seeded slots free spins play on. */
export const FREESPIN_GAMES = ['playngo/tomb-of-the-pharaoh-ii', 'playngo/dragon-garden-1000']
/** Stake of a free spin: €0.50, at or above the two slots' minimum bets (€0.31, €0.45). */
export const FREESPIN_STAKE_EUR_CENTS = 50

/** Terms most seeded definitions share: contribution, excluded games, 7 days to activate, 30 to wager. */
export const COMMON_TERMS = {
  contribution: CONTRIBUTION,
  excludedGames: EXCLUDED_GAMES,
  activationDays: 7,
  wageringDays: 30,
}
