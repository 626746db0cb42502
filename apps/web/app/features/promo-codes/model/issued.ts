// What a redeemed promo code gave, in words (spec 1 §7 PL10): a bonus with its amount, or a batch
// of free spins.
import type { PromoCodeResult } from '@croupier/contract/bonuses/redeem-promo-code'
import { formatMinorUnits } from '@croupier/rules/currency'
import type { TFunction } from '../../../lib/translate'

export function issuedText(data: PromoCodeResult['data'], locale: string, t: TFunction): string {
  if (data.kind === 'freespins')
    return t('profile.promocode.issuedSpins', { count: data.freespins.count, title: data.freespins.title })
  return t('profile.promocode.issuedBonus', {
    title: data.bonus.title,
    amount: formatMinorUnits(data.bonus.amount_cents, data.bonus.currency, locale),
  })
}
