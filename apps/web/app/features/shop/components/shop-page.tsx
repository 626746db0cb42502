// The Rocket Mart page (spec 2 §2.6): the player's points, the tab menu (discounts only during an
// active sale; an accent where something is affordable), card lists per group with 5 skeleton cards
// while loading, the purchase dialog and the exchange flow, the rules dialog and the read-more block.
import type { ShopCard as ShopCardData } from '@croupier/contract/loyalty/comp-points'
import { localizePath } from '@croupier/rules/locale'
import {
  cardsOfTab,
  exchangeState,
  isTabAccented,
  SHOP_SKELETON_CARDS,
  SHOP_TABS,
  type ShopTab,
  saleTabRedirects,
  visibleTabs,
} from '@croupier/rules/shop'
import { useEffect, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { logError } from '../../../lib/log'
import { openModal } from '../../../lib/modals/open-modal'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Icon } from '../../../ui/icon'
import { getShopCards } from '../api/shop-api'
import { useExchange } from '../hooks/use-exchange'
import { seedCompPoints, useCompPointsStore } from '../model/comp-points-store'
import { formatPoints } from '../model/shop-display'
import { FlowDialogs } from './flow-dialogs'
import { PurchaseDialog } from './purchase-dialog'
import styles from './shop.module.css'
import { ShopCard, ShopCardSkeleton } from './shop-card'
import { ShopInfoButton, ShopReadMore } from './shop-info'

const tabPath = (tab: ShopTab) => (tab === 'all' ? '/rocket-mart' : `/rocket-mart/${tab}`)

function useShopCards(initial: ShopCardData[] | null, currency: string | null) {
  const [cards, setCards] = useState(initial)
  useEffect(() => {
    if (initial) {
      setCards(initial)
      return undefined
    }
    let active = true
    getShopCards(currency ?? undefined).then(
      (loaded) => active && setCards(loaded),
      (error: unknown) => {
        logError('SHOP_CARDS_LOAD_ERROR', error)
        if (active) setCards([])
      },
    )
    return () => {
      active = false
    }
  }, [initial, currency])
  return cards
}

function CardList({
  cards,
  children,
}: {
  cards: ShopCardData[] | null
  children: (card: ShopCardData) => React.ReactNode
}) {
  const { t } = useTranslation()
  if (cards === null)
    return (
      <ul className={styles.grid} aria-busy="true" aria-label={t('shop.loading')}>
        {Array.from({ length: SHOP_SKELETON_CARDS }, (_, index) => (
          <ShopCardSkeleton key={index} />
        ))}
      </ul>
    )
  return <ul className={styles.grid}>{cards.map(children)}</ul>
}

export function ShopPage({
  tab,
  initialCards,
  initialPoints,
  now,
}: {
  tab: ShopTab
  initialCards: ShopCardData[] | null
  initialPoints: number | null
  /** The loader's clock, so server and browser agree on open sales. */
  now: number
}) {
  const { t } = useTranslation()
  const { locale, player } = useShellContext()
  const navigate = useNavigate()
  const location = useLocation()
  const currency = player?.currency ?? null
  const isLoggedIn = player !== null
  const cards = useShopCards(initialCards, currency)
  const stored = useCompPointsStore((state) => state.chargeable)
  const balance = stored ?? initialPoints ?? 0
  const [selected, setSelected] = useState<ShopCardData | null>(null)
  const flow = useExchange(player, () => setSelected(null))

  useEffect(() => seedCompPoints(initialPoints), [initialPoints])
  useEffect(() => {
    // spec 2 §4: the sale tab sends to the main shop once the sale is over or for a guest.
    if (tab === 'discounts' && cards && saleTabRedirects({ cards, isLoggedIn, now: Date.now() }))
      void navigate(localizePath(locale, '/rocket-mart'), { replace: true })
  }, [tab, cards, isLoggedIn, locale, navigate])

  const tabs = cards ? visibleTabs(cards, isLoggedIn, now) : SHOP_TABS.filter((item) => item !== 'discounts')
  const sections = tab === 'all' ? tabs.filter((item) => item !== 'all') : [tab]
  const open = (card: ShopCardData) =>
    isLoggedIn ? setSelected(card) : openModal('sign-up', { redirect: location.pathname })
  const renderCard = (card: ShopCardData) => (
    <ShopCard
      key={card.id}
      card={card}
      currency={currency}
      locale={locale}
      isGuest={!isLoggedIn}
      onOpen={open}
    />
  )

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <div>
          <h1 className={styles.title}>{t('shop.title')}</h1>
          <p className={styles.lead}>{t('shop.lead')}</p>
        </div>
        <div className={styles.headActions}>
          {isLoggedIn ? (
            <p className={styles.balance}>
              <Icon name="star" size={18} className={styles.star} />
              {t('shop.balance', { points: formatPoints(balance, locale) })}
            </p>
          ) : null}
          <ShopInfoButton />
        </div>
      </header>
      <nav aria-label={t('shop.tabs.label')} className={styles.tabs}>
        <ul>
          {tabs.map((item) => {
            const accented =
              cards !== null && isTabAccented({ cards, tab: item, isLoggedIn, balance, currency, now })
            return (
              <li key={item}>
                <Link
                  to={localizePath(locale, tabPath(item))}
                  aria-current={item === tab ? 'page' : undefined}
                  className={`${styles.tab} ${accented ? styles.accented : ''}`}
                  preventScrollReset
                >
                  {t(`shop.tabs.${item}`)}
                  {accented ? (
                    <>
                      <span className={styles.accentDot} aria-hidden="true" />
                      <span className="sr-only">{t('shop.tabs.affordable')}</span>
                    </>
                  ) : null}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      {sections.map((section) => {
        const list = cards ? cardsOfTab(cards, section, now) : null
        if (list !== null && list.length === 0 && tab === 'all') return null
        const headingId = `shop-section-${section}`
        return (
          <section key={section} aria-labelledby={headingId} className={styles.section}>
            <h2 id={headingId} className={styles.sectionTitle}>
              {t(`shop.tabs.${section}`)}
            </h2>
            {list !== null && list.length === 0 ? (
              <p className={styles.empty}>{t('shop.empty')}</p>
            ) : (
              <CardList cards={list}>{renderCard}</CardList>
            )}
          </section>
        )
      })}
      <ShopReadMore />
      {selected ? (
        <PurchaseDialog
          card={selected}
          state={exchangeState({ isLoggedIn, balance, card: selected, currency })}
          currency={currency}
          locale={locale}
          pending={flow.pending}
          onClose={() => setSelected(null)}
          onExchange={(quantity) => flow.start(selected, quantity)}
          onRegister={() => openModal('sign-up', { redirect: location.pathname })}
        />
      ) : null}
      <FlowDialogs
        step={flow.step}
        pending={flow.pending}
        locale={locale}
        currency={currency}
        onClose={flow.reset}
        onEnableBonuses={() => void flow.confirmEnableBonuses()}
      />
    </div>
  )
}
