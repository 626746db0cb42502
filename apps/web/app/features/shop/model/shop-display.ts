// How a card reads on the page: its reward in the player's rate and the game names of `producer:game`.

import type { ShopCard, ShopCardRate } from '@croupier/contract/loyalty/comp-points'
import { formatMinorUnits } from '@croupier/rules/currency'
import type { Locale } from '@croupier/rules/locale'
import type { TFunction } from '../../../lib/translate'

export function rewardText(card: ShopCard, rate: ShopCardRate | null, t: TFunction, locale: Locale): string {
  if (card.type === 'money' && rate?.amount_cents !== undefined)
    return formatMinorUnits(rate.amount_cents, rate.currency, locale, { dropWholeFraction: true })
  if (card.type === 'freespins' && rate?.freespins_count !== undefined)
    return t('shop.card.freeSpins', { count: rate.freespins_count })
  if (card.type === 'lootboxes') return t('shop.card.lootbox')
  return card.description
}

/** `netent:starburst` → "Starburst". */
export function gameName(game: string): string {
  const name = game.split(':')[1] ?? game
  return name
    .split('-')
    .map((word) => (word ? word[0]?.toUpperCase() + word.slice(1) : word))
    .join(' ')
}

export function formatPoints(points: number, locale: Locale): string {
  return new Intl.NumberFormat(locale).format(points)
}
