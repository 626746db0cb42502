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

const SMALL_WORDS = new Set(['of', 'the', 'and', 'or', 'a', 'an', 'in', 'on'])

/** `provider:tomb-of-the-pharaoh-ii` → "Tomb of the Pharaoh II" (the card names games by slug). */
export function gameName(game: string): string {
  const slug = game.split(':')[1] ?? game
  return slug
    .split('-')
    .filter(Boolean)
    .map((word, index) => {
      if (/^[ivx]+$/.test(word)) return word.toUpperCase()
      if (index > 0 && SMALL_WORDS.has(word)) return word
      return `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`
    })
    .join(' ')
}

/** The game page of a card's `producer:game`. */
export function gamePath(game: string): string {
  const [producer, slug] = game.split(':')
  return `/play/${producer}/${slug}`
}

export function formatPoints(points: number, locale: Locale): string {
  return new Intl.NumberFormat(locale).format(points)
}
