// The dialogs of the exchange flow (spec 2 §4): the multi-account warning, the enable-bonuses
// confirm and the result (success with what was received, or why it was refused).

import type { ShopExchange } from '@croupier/contract/loyalty/comp-points'
import { formatMinorUnits } from '@croupier/rules/currency'
import type { Locale } from '@croupier/rules/locale'
import { localizePath } from '@croupier/rules/locale'
import { cardRate } from '@croupier/rules/shop'
import { Link } from 'react-router'
import { type TFunction, useTranslation } from '../../../lib/translate'
import { Button, buttonClass } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import type { ExchangeStep } from '../hooks/use-exchange'
import dialogStyles from './shop-dialogs.module.css'

const KNOWN_REFUSALS = [
  'COMP_POINTS_SHORT',
  'SHOP_SALE_OVER',
  'SHOP_OUT_OF_STOCK',
  'SHOP_PRICE_CHANGED',
  'BONUS_NOT_ALLOWED',
  'MULTI_ACCOUNT',
]

/** What the player received, in the currency of the rate they paid (theirs, else EUR). */
function received(exchange: ShopExchange, currency: string, locale: Locale, t: TFunction): string {
  const { reward } = exchange
  if (reward.type === 'money' && reward.amount_cents !== undefined) {
    const amount = formatMinorUnits(reward.amount_cents, currency, locale, { dropWholeFraction: true })
    return reward.bonus_id ? t('shop.result.bonus', { amount }) : t('shop.result.cash', { amount })
  }
  if (reward.type === 'freespins') return t('shop.result.freeSpins', { count: reward.freespins_count ?? 0 })
  if (reward.type === 'lootboxes')
    return t('shop.result.lootboxes', { count: reward.lootbox_ids?.length ?? 1 })
  return t('shop.result.generic')
}

export function FlowDialogs({
  step,
  pending,
  locale,
  currency,
  onClose,
  onEnableBonuses,
}: {
  step: ExchangeStep
  pending: boolean
  locale: Locale
  currency: string | null
  onClose: () => void
  onEnableBonuses: () => void
}) {
  const { t } = useTranslation()
  const close = (open: boolean) => (open ? null : onClose())
  if (step.kind === 'multi-account')
    return (
      <Dialog open onOpenChange={close} size="sm" title={t('shop.multiAccount.title')}>
        <p className={dialogStyles.description}>{t('shop.multiAccount.text')}</p>
        <div className={dialogStyles.actions}>
          <Button variant="primary" block onClick={onClose}>
            {t('shop.multiAccount.ok')}
          </Button>
        </div>
      </Dialog>
    )
  if (step.kind === 'enable-bonuses')
    return (
      <Dialog open onOpenChange={close} size="sm" title={t('shop.enableBonuses.title')}>
        <p className={dialogStyles.description}>{t('shop.enableBonuses.text')}</p>
        <div className={dialogStyles.actions}>
          <Button variant="primary" block disabled={pending} aria-busy={pending} onClick={onEnableBonuses}>
            {t('shop.enableBonuses.confirm')}
          </Button>
          <Button variant="secondary" block onClick={onClose}>
            {t('shop.enableBonuses.cancel')}
          </Button>
        </div>
      </Dialog>
    )
  if (step.kind !== 'result') return null
  const { exchange, code } = step
  const toGifts =
    exchange !== null && (exchange.reward.type !== 'money' || exchange.reward.bonus_id !== undefined)
  const reason = code && KNOWN_REFUSALS.includes(code) ? code : 'generic'
  const paidIn = cardRate(step.card, currency)?.currency ?? 'EUR'
  return (
    <Dialog
      open
      onOpenChange={close}
      size="sm"
      title={exchange ? t('shop.result.successTitle') : t('shop.result.failureTitle')}
    >
      <p className={dialogStyles.description} role="status">
        {exchange ? received(exchange, paidIn, locale, t) : t(`shop.result.refusals.${reason}`)}
      </p>
      <div className={dialogStyles.actions}>
        {toGifts ? (
          <Link
            to={localizePath(locale, '/profile/gifts')}
            className={buttonClass('primary', { block: true })}
            onClick={onClose}
          >
            {t('shop.result.toGifts')}
          </Link>
        ) : null}
        <Button variant={toGifts ? 'secondary' : 'primary'} block onClick={onClose}>
          {t('shop.purchase.backToShop')}
        </Button>
      </div>
    </Dialog>
  )
}
