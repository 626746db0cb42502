// The Rocket Mart's rules (spec 2 §2.6, §4 sale tab, §5 exchange, §9 K7): which rate a card shows
// a player, whether a reward is available and how many units, the default card image, the tabs.
import { isMultiAccount } from './groups.ts'

/** spec 2 §5, §9 K7: a card without a rate in the player's currency shows its EUR rate. */
export const SHOP_FALLBACK_CURRENCY = 'EUR'
/** The platform's cap on units per exchange (loyalty/exchange-comp-points.ts `quantity`). */
export const MAX_EXCHANGE_QUANTITY = 100
/** spec 2 §9: skeleton cards while a list loads. */
export const SHOP_SKELETON_CARDS = 5
/** spec 2 §9 K7: default card images by EUR amount_cents; below the first, or no amount, 25. */
export const SHOP_IMAGE_SIZES_CENTS = [2500, 25000, 50000, 100000, 300000, 500000, 1500000, 5000000] as const
export const SHOP_DEFAULT_IMAGE = 25

export interface ShopRateLike {
  currency: string
  points: number
  amount_cents?: number | undefined
  freespins_count?: number | undefined
}

export interface ShopCardLike {
  group: string
  rates: readonly ShopRateLike[]
  sale: { starts_at: string; ends_at: string } | null
  stock?: number | null
}

/** The tabs of spec 1 §2 ("exchange, discounts, money, special, free spins"), in menu order. */
export const SHOP_TABS = ['all', 'discounts', 'freespins', 'money', 'special'] as const
export type ShopTab = (typeof SHOP_TABS)[number]

const TAB_GROUPS: Record<Exclude<ShopTab, 'all' | 'discounts'>, string> = {
  freespins: 'FREE_SPINS',
  money: 'MONEY_REWARD',
  special: 'SPECIAL_REWARDS',
}

export function isShopTab(value: string | undefined): value is ShopTab {
  return (SHOP_TABS as readonly string[]).includes(value ?? '')
}

/** spec 2 §3: a group starting with "sale" is discounted. */
export function isSaleCard(card: Pick<ShopCardLike, 'group'>): boolean {
  return card.group.toLowerCase().startsWith('sale')
}

/** A sale card whose window holds `now`. */
export function isSaleActive(card: ShopCardLike, now: number): boolean {
  if (!isSaleCard(card) || card.sale === null) return false
  return Date.parse(card.sale.starts_at) <= now && now < Date.parse(card.sale.ends_at)
}

/** The rate a player pays: in their currency, else EUR (spec 2 §5); null when the card has neither. */
export function cardRate<R extends ShopRateLike>(
  card: { rates: readonly R[] },
  currency: string | null,
): R | null {
  return (
    card.rates.find((rate) => rate.currency === currency) ??
    card.rates.find((rate) => rate.currency === SHOP_FALLBACK_CURRENCY) ??
    null
  )
}

/** spec 2 §9 K7: the default image (in euros) by the card's EUR amount: the largest size not above it. */
export function defaultCardImage(card: { rates: readonly ShopRateLike[] }): number {
  const eur = card.rates.find((rate) => rate.currency === SHOP_FALLBACK_CURRENCY)?.amount_cents
  if (eur === undefined) return SHOP_DEFAULT_IMAGE
  const size = [...SHOP_IMAGE_SIZES_CENTS].reverse().find((cents) => cents <= eur)
  return size === undefined ? SHOP_DEFAULT_IMAGE : size / 100
}

export type ExchangeState =
  /** Logged out: the card offers registration. */
  | { kind: 'guest' }
  /** No rate in the player's currency nor EUR. */
  | { kind: 'unpriced' }
  /** Not even one unit affordable: the shortfall, with "play games" and "back to shop". */
  | { kind: 'short'; pointsPerUnit: number; shortfall: number }
  /** Affordable: 1…maxQuantity units; the stepper only when more than one is possible. */
  | { kind: 'ready'; pointsPerUnit: number; maxQuantity: number; hasStepper: boolean }

/**
 * spec 2 §5: a reward is available only when logged in, with a balance of at least the points one
 * unit needs; quantity 1…floor(balance / points per unit) (also within stock and the platform's cap).
 */
export function exchangeState(input: {
  isLoggedIn: boolean
  balance: number
  card: ShopCardLike
  currency: string | null
}): ExchangeState {
  if (!input.isLoggedIn) return { kind: 'guest' }
  const rate = cardRate(input.card, input.currency)
  if (rate === null) return { kind: 'unpriced' }
  const affordable = Math.floor(Math.max(0, input.balance) / rate.points)
  if (affordable < 1)
    return { kind: 'short', pointsPerUnit: rate.points, shortfall: rate.points - input.balance }
  const stock = input.card.stock ?? Number.POSITIVE_INFINITY
  const maxQuantity = Math.max(1, Math.min(affordable, stock, MAX_EXCHANGE_QUANTITY))
  return { kind: 'ready', pointsPerUnit: rate.points, maxQuantity, hasStepper: maxQuantity > 1 }
}

/** The stepper's value kept within 1…max (whole units). */
export function clampQuantity(quantity: number, maxQuantity: number): number {
  if (!Number.isFinite(quantity)) return 1
  return Math.min(Math.max(1, Math.floor(quantity)), Math.max(1, maxQuantity))
}

/** The cards a tab lists: all but discounted on "all"; discounted ones with an open sale on "discounts". */
export function cardsOfTab<C extends ShopCardLike>(cards: readonly C[], tab: ShopTab, now: number): C[] {
  if (tab === 'discounts') return cards.filter((card) => isSaleActive(card, now))
  if (tab === 'all') return cards.filter((card) => !isSaleCard(card))
  return cards.filter((card) => card.group === TAB_GROUPS[tab])
}

/** spec 2 §2.6, §4: the discounts tab shows only to a player while a sale is active and has items. */
export function visibleTabs(cards: readonly ShopCardLike[], isLoggedIn: boolean, now: number): ShopTab[] {
  const hasSale = isLoggedIn && cards.some((card) => isSaleActive(card, now))
  return SHOP_TABS.filter((tab) => tab !== 'discounts' || hasSale)
}

/** spec 2 §2.6: a tab gets an accent when the player is logged in and can afford one of its cards. */
export function isTabAccented(input: {
  cards: readonly ShopCardLike[]
  tab: ShopTab
  isLoggedIn: boolean
  balance: number
  currency: string | null
  now: number
}): boolean {
  if (!input.isLoggedIn) return false
  return cardsOfTab(input.cards, input.tab, input.now).some(
    (card) => exchangeState({ ...input, card }).kind === 'ready',
  )
}

/** spec 2 §4: the sale tab sends to the main shop when the sale is over or the visitor is logged out. */
export function saleTabRedirects(input: {
  cards: readonly ShopCardLike[]
  isLoggedIn: boolean
  now: number
}): boolean {
  return !input.isLoggedIn || !input.cards.some((card) => isSaleActive(card, input.now))
}

export type ExchangeFlowStart = 'multi-account' | 'enable-bonuses' | 'exchange'

/**
 * spec 2 §4 exchange flow: a multi-account player gets the warning (nothing is sent); else a player
 * who cannot receive bonuses is asked to enable them first; else the exchange runs.
 */
export function exchangeFlowStart(input: {
  groupIds: readonly number[]
  canReceiveBonuses: boolean
}): ExchangeFlowStart {
  if (isMultiAccount(input.groupIds)) return 'multi-account'
  return input.canReceiveBonuses ? 'exchange' : 'enable-bonuses'
}
