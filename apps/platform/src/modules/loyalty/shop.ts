// The Rocket Mart's cards as the contract shows them (spec 2 §3 "Shop card"), and the earning
// rates with the fewest points per reward type. Public: guests see the shop too.
import type { ShopCard } from '@croupier/contract/loyalty/comp-points'
import { isSaleGroup, SHOP_REWARD_TYPES, type ShopRewardType } from '@croupier/contract/loyalty/comp-points'
import type { CompPointRates } from '@croupier/contract/loyalty/get-comp-point-rates'
import { DEFAULT_CURRENCY } from '@croupier/rules/currency'
import type { Locale } from '@croupier/rules/locale'
import type { Database } from '../../db/client.ts'
import { pickLocalised } from '../config/config.service.ts'
import * as repo from './loyalty.repository.ts'
import type { StoredShopRate } from './loyalty.tables.ts'
import { readRates, STATUS_MULTIPLIERS } from './rates.ts'

/** A card's sale window is open at `now` (a card without one always is). */
export function onSale(card: repo.CardRow, now: Date): boolean {
  if (card.saleStartsAt && card.saleStartsAt > now) return false
  return !(card.saleEndsAt && card.saleEndsAt <= now)
}

/** Offered at `now`: enabled, its sale open, units left. */
export function offered(card: repo.CardRow, now: Date): boolean {
  return card.enabled && onSale(card, now) && (card.stock === null || card.stock > 0)
}

/** The card's rate in `currency`, else its EUR rate (spec 2 §5). */
export function rateIn(card: repo.CardRow, currency: string): StoredShopRate | undefined {
  return (
    card.rates.find((rate) => rate.currency === currency) ??
    card.rates.find((rate) => rate.currency === DEFAULT_CURRENCY)
  )
}

export function toShopCard(card: repo.CardRow, locale: Locale, currency?: string): ShopCard {
  const narrowed =
    currency === undefined ? card.rates : [rateIn(card, currency)].filter((r) => r !== undefined)
  return {
    id: String(card.id),
    type: card.type,
    group: card.groupKey,
    label: card.label,
    title: pickLocalised(card.titles, locale),
    description: pickLocalised(card.descriptions, locale),
    image: card.image,
    rates: narrowed.map((rate) => ({ ...rate })),
    wager: card.wager,
    games: card.games,
    ...(card.lootboxGroupKey ? { lootbox_group_key: card.lootboxGroupKey } : {}),
    ...(card.lotteryIds ? { lottery_ids: card.lotteryIds } : {}),
    sale:
      card.saleStartsAt && card.saleEndsAt
        ? { starts_at: card.saleStartsAt.toISOString(), ends_at: card.saleEndsAt.toISOString() }
        : null,
    stock: card.stock,
  }
}

export async function shopCards(
  db: Database,
  locale: Locale,
  currency: string | undefined,
  now: Date,
): Promise<ShopCard[]> {
  const cards = (await repo.listCards(db)).filter((card) => offered(card, now))
  return cards
    .filter((card) => currency === undefined || rateIn(card, currency) !== undefined)
    .map((card) => toShopCard(card, locale, currency))
}

/** A card's reward type: its group, or for a sale card the type its reward is. */
function rewardType(card: repo.CardRow): ShopRewardType {
  if (!isSaleGroup(card.groupKey) && (SHOP_REWARD_TYPES as readonly string[]).includes(card.groupKey))
    return card.groupKey as ShopRewardType
  if (card.type === 'money') return 'MONEY_REWARD'
  return card.type === 'freespins' ? 'FREE_SPINS' : 'SPECIAL_REWARDS'
}

export async function compPointRates(db: Database, now: Date): Promise<CompPointRates> {
  const rates = await readRates(db)
  const cheapest = new Map<ShopRewardType, Map<string, number>>()
  for (const card of await repo.listCards(db)) {
    if (!offered(card, now)) continue
    const byCurrency = cheapest.get(rewardType(card)) ?? new Map<string, number>()
    for (const rate of card.rates)
      byCurrency.set(rate.currency, Math.min(byCurrency.get(rate.currency) ?? rate.points, rate.points))
    cheapest.set(rewardType(card), byCurrency)
  }
  return {
    earn: rates.earn.map((rate) => ({ ...rate })),
    status_multipliers: STATUS_MULTIPLIERS,
    bonus_money_earns: rates.bonus_money_earns,
    free_spins_earn: rates.free_spins_earn,
    reward_types: SHOP_REWARD_TYPES.map((type) => ({
      type,
      rates: [...(cheapest.get(type) ?? new Map<string, number>()).entries()].map(([currency, points]) => ({
        currency,
        points,
      })),
    })),
  }
}
