// A lottery's amounts in the viewer's currency (ADR 041): per-currency amounts in theirs, else in
// EUR; the stake rule, kept in EUR cents, through the EUR reference rates.
import type { Lottery, LotteryPrize } from '@croupier/contract/lotteries/lottery'
import { fromEurCents } from '@croupier/rules/promotions'

export interface Money {
  cents: number
  currency: string
}

export function inCurrency(amounts: Readonly<Record<string, number>> | null, currency: string): Money | null {
  if (!amounts) return null
  const own = amounts[currency]
  if (own !== undefined) return { cents: own, currency }
  const eur = amounts.EUR
  return eur === undefined ? null : { cents: eur, currency: 'EUR' }
}

/** One ticket per this much of real stakes, in the viewer's currency where it has a rate. */
export function stakePerTicket(lottery: Pick<Lottery, 'ticket_rules'>, currency: string): Money | null {
  const eur = lottery.ticket_rules.stake_eur_cents
  if (eur === null) return null
  const own = fromEurCents(eur, currency)
  return own === null ? { cents: eur, currency: 'EUR' } : { cents: own, currency }
}

export const prizeMoney = (prize: LotteryPrize | null, currency: string): Money | null =>
  prize ? inCurrency(prize.amount, currency) : null
