// A Rocket Mart card (spec 2 §3 "Shop card"): picture, promo label, title, reward and price in the
// player's rate (EUR fallback); its button opens the purchase dialog, or registration for a guest.

import type { ShopCard as ShopCardData } from '@croupier/contract/loyalty/comp-points'
import type { Locale } from '@croupier/rules/locale'
import { cardRate, defaultCardImage } from '@croupier/rules/shop'
import { useTranslation } from '../../../lib/translate'
import { Button } from '../../../ui/button'
import { Icon } from '../../../ui/icon'
import { formatPoints, rewardText } from '../model/shop-display'
import styles from './shop.module.css'
import { ShopCardArt } from './shop-card-art'

export function ShopCard({
  card,
  currency,
  locale,
  isGuest,
  onOpen,
}: {
  card: ShopCardData
  currency: string | null
  locale: Locale
  isGuest: boolean
  onOpen: (card: ShopCardData) => void
}) {
  const { t } = useTranslation()
  const rate = cardRate(card, currency)
  const titleId = `shop-card-${card.id}`
  const reward = rewardText(card, rate, t, locale)
  return (
    <li className={styles.card}>
      <article aria-labelledby={titleId} className={styles.cardInner}>
        <div className={styles.artFrame}>
          <ShopCardArt image={card.image} size={defaultCardImage(card)} />
          {card.label ? <span className={styles.label}>{t(`shop.labels.${card.label}`)}</span> : null}
        </div>
        <h3 id={titleId} className={styles.cardTitle}>
          {card.title}
        </h3>
        {/* The reward line only where the title does not already say it ("10 free spins"). */}
        {reward.toLowerCase() === card.title.toLowerCase() ? null : <p className={styles.reward}>{reward}</p>}
        <p className={styles.price}>
          <Icon name="star" size={14} className={styles.star} />
          {rate ? t('shop.card.points', { points: formatPoints(rate.points, locale) }) : '—'}
        </p>
        <Button
          variant={isGuest ? 'secondary' : 'primary'}
          block
          onClick={() => onOpen(card)}
          aria-label={
            isGuest
              ? t('shop.card.registerFor', { title: card.title })
              : t('shop.card.openFor', { title: card.title })
          }
        >
          {isGuest ? t('shop.card.register') : t('shop.card.open')}
        </Button>
      </article>
    </li>
  )
}

export function ShopCardSkeleton() {
  return (
    <li className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <div className={styles.cardInner}>
        <div className={styles.artFrame} />
        <span className={styles.skeletonLine} />
        <span className={styles.skeletonLineShort} />
        <span className={styles.skeletonButton} />
      </div>
    </li>
  )
}
