// A prize in the reader's words: free spins by count, bonus money in the box's currency.
import type { Lootbox, LootboxItem } from '@croupier/contract/lootboxes/lootbox'
import { formatMinorUnits } from '@croupier/rules/currency'
import type { TFunction } from '../../../lib/translate'

export function prizeText(
  item: LootboxItem,
  box: Pick<Lootbox, 'currency'>,
  t: TFunction,
  locale: string,
): string {
  const count = item.attributes.freespins_count
  if (item.type === 'freespins' && count) return t('wheel.prize.freeSpins', { count })
  const cents = item.attributes.amount?.[box.currency]
  if (item.type === 'bonus' && cents !== undefined)
    return t('wheel.prize.bonus', { amount: formatMinorUnits(cents, box.currency, locale) })
  return item.title
}
