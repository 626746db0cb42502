// The purchase dialog (spec 2 §2.6, §5): the card, its conditions (wager, games), then by the
// player's balance a quantity stepper (only when more than one unit is possible) with the exchange
// button, or the shortfall with "Play games" and "Back to shop"; a guest is offered registration.

import type { ShopCard } from '@croupier/contract/loyalty/comp-points'
import type { Locale } from '@croupier/rules/locale'
import { localizePath } from '@croupier/rules/locale'
import { cardRate, clampQuantity, defaultCardImage, type ExchangeState } from '@croupier/rules/shop'
import { useState } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../../../lib/translate'
import { Button, buttonClass } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { Icon } from '../../../ui/icon'
import { formatPoints, gameName, gamePath, rewardText } from '../model/shop-display'
import styles from './shop.module.css'
import { ShopCardArt } from './shop-card-art'
import dialogStyles from './shop-dialogs.module.css'

export interface PurchaseDialogProps {
  card: ShopCard
  state: ExchangeState
  currency: string | null
  locale: Locale
  pending: boolean
  onClose: () => void
  onExchange: (quantity: number) => void
  onRegister: () => void
}

function Stepper({
  value,
  max,
  onChange,
}: {
  value: number
  max: number
  onChange: (value: number) => void
}) {
  const { t } = useTranslation()
  return (
    <fieldset className={dialogStyles.stepper}>
      <legend className={dialogStyles.stepperLegend}>{t('shop.purchase.quantity')}</legend>
      <Button
        variant="icon"
        aria-label={t('shop.purchase.less')}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <Icon name="chevronLeft" />
      </Button>
      <output className={dialogStyles.stepperValue} aria-live="polite">
        {value}
      </output>
      <Button
        variant="icon"
        aria-label={t('shop.purchase.more')}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        <Icon name="plus" />
      </Button>
      <span className={dialogStyles.stepperMax}>{t('shop.purchase.max', { max })}</span>
    </fieldset>
  )
}

function Conditions({ card, locale, onClose }: { card: ShopCard; locale: Locale; onClose: () => void }) {
  const { t } = useTranslation()
  const wager =
    card.type === 'money' && card.wager === 0
      ? t('shop.purchase.noWager')
      : card.wager > 0
        ? t('shop.purchase.wagerTimes', { wager: card.wager })
        : null
  return (
    <dl className={dialogStyles.conditions}>
      {wager ? (
        <div>
          <dt>{t('shop.purchase.wager')}</dt>
          <dd>{wager}</dd>
        </div>
      ) : null}
      {card.games.length > 0 ? (
        <div>
          <dt>{t('shop.purchase.games')}</dt>
          <dd className={dialogStyles.games}>
            {card.games.map((game) => (
              <Link key={game} to={localizePath(locale, gamePath(game))} onClick={onClose}>
                {gameName(game)}
              </Link>
            ))}
          </dd>
        </div>
      ) : null}
      {card.sale ? (
        <div>
          <dt>{t('shop.purchase.saleUntil')}</dt>
          <dd>{new Date(card.sale.ends_at).toLocaleDateString(locale)}</dd>
        </div>
      ) : null}
    </dl>
  )
}

export function PurchaseDialog({
  card,
  state,
  currency,
  locale,
  pending,
  onClose,
  onExchange,
  onRegister,
}: PurchaseDialogProps) {
  const { t } = useTranslation()
  const [quantity, setQuantity] = useState(1)
  const rate = cardRate(card, currency)
  const max = state.kind === 'ready' ? state.maxQuantity : 1
  const units = clampQuantity(quantity, max)
  const cost = state.kind === 'ready' ? state.pointsPerUnit * units : (rate?.points ?? 0)
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())} size="sm" title={card.title}>
      <div className={dialogStyles.purchase}>
        <div className={styles.artFrame}>
          <ShopCardArt image={card.image} size={defaultCardImage(card)} />
        </div>
        <p className={styles.reward}>{rewardText(card, rate, t, locale)}</p>
        {card.description ? <p className={dialogStyles.description}>{card.description}</p> : null}
        <Conditions card={card} locale={locale} onClose={onClose} />
        {state.kind === 'ready' && state.hasStepper ? (
          <Stepper value={units} max={max} onChange={setQuantity} />
        ) : null}
        <p className={dialogStyles.total}>
          <Icon name="star" size={16} className={styles.star} />
          {t('shop.purchase.cost', { points: formatPoints(cost, locale) })}
        </p>
        {state.kind === 'ready' ? (
          <Button
            variant="primary"
            size="lg"
            block
            disabled={pending}
            aria-busy={pending}
            onClick={() => onExchange(units)}
          >
            {t('shop.purchase.exchange')}
          </Button>
        ) : null}
        {state.kind === 'short' ? (
          <div className={dialogStyles.shortfall} role="status">
            <p>{t('shop.purchase.shortfall', { points: formatPoints(state.shortfall, locale) })}</p>
            <div className={dialogStyles.actions}>
              <Link
                to={localizePath(locale, '/')}
                className={buttonClass('primary', { block: true })}
                onClick={onClose}
              >
                {t('shop.purchase.playGames')}
              </Link>
              <Button variant="secondary" block onClick={onClose}>
                {t('shop.purchase.backToShop')}
              </Button>
            </div>
          </div>
        ) : null}
        {state.kind === 'guest' ? (
          <Button variant="primary" size="lg" block onClick={onRegister}>
            {t('shop.card.register')}
          </Button>
        ) : null}
        {state.kind === 'unpriced' ? (
          <p className={dialogStyles.description}>{t('shop.purchase.unpriced')}</p>
        ) : null}
      </div>
    </Dialog>
  )
}
