// /profile/gifts (spec 1 §2, spec 2 §3–§5): the player's bonuses and free spins, current ones as
// cards, finished ones in a collapsed history, plus the operator's gifts (config additional-gifts)
// for this player. The empty state stays when there is nothing at all.
import { groupIdsOf } from '@croupier/rules/groups'
import { localizePath } from '@croupier/rules/locale'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { isBuiltPage } from '../../../lib/built-pages'
import { logError } from '../../../lib/log'
import { type ShellPlayer, useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { GLYPHS } from '../../../ui/account-glyphs'
import { Button, buttonClass } from '../../../ui/button'
import { Card, EmptyState } from '../../../ui/card'
import { localText, splitGifts, visibleAdditionalGifts } from '../model/bonuses'
import { clearGiftMarker, GIFTS_PAGE } from '../model/gifts-links'
import { ensureGifts, type GiftsState, reloadGifts, seedGifts, useGiftsStore } from '../model/gifts-store'
import { BonusCard } from './bonus-card'
import { FreeSpinsCard } from './freespins-card'
import styles from './gifts.module.css'
import { GiftsHistory } from './gifts-history'

function readStag(): string | null {
  const match = /(?:^|;\s*)stag=([^;]*)/.exec(typeof document === 'undefined' ? '' : document.cookie)
  return match?.[1] ? decodeURIComponent(match[1]) : null
}

/**
 * An operator gift's button only where it leads somewhere else: a page this client has (ADR 024),
 * not this page itself; otherwise the gift shows without one.
 */
function leadsElsewhere(to: string, staticPages: readonly string[]): boolean {
  return isBuiltPage(to, staticPages) && to.replace(/[?#].*$/, '').replace(/\/+$/, '') !== GIFTS_PAGE
}

/** The store's gifts, seeded from the server render; null lists while neither has them. */
export function useGifts(initial: Partial<GiftsState> | null) {
  const live = useGiftsStore()
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (initial) seedGifts(initial)
    ensureGifts().then(
      () => setFailed(false),
      (error: unknown) => {
        logError('GIFTS_LOAD_ERROR', error)
        setFailed(true)
      },
    )
  }, [initial])
  return {
    bonuses: live.bonuses ?? initial?.bonuses ?? null,
    freeSpins: live.freeSpins ?? initial?.freeSpins ?? null,
    config: live.config ?? initial?.config ?? null,
    additional: live.additional ?? initial?.additional ?? null,
    failed,
  }
}

export function GiftsPage({
  player,
  initial,
  hasOtherGifts = false,
}: {
  player: ShellPlayer
  initial: Partial<GiftsState> | null
  /** Gifts listed beside this page's (lootboxes): then "no gifts" would be untrue. */
  hasOtherGifts?: boolean
}) {
  const { t } = useTranslation()
  const { locale, staticPages } = useShellContext()
  const staticPaths = (staticPages ?? []).map((page) => page.path)
  const gifts = useGifts(initial)
  // Read after hydration: the server render has no cookie access here, and both must match.
  const [stag, setStag] = useState<string | null>(null)
  useEffect(() => {
    setStag(readStag())
    // The gift marker has done its work once the player is here (spec 1 §2 R10).
    clearGiftMarker()
  }, [])
  const bonuses = splitGifts(gifts.bonuses ?? [], gifts.config)
  const freeSpins = splitGifts(gifts.freeSpins ?? [], gifts.config)
  const labels = new Map((gifts.config?.gifts ?? []).map((gift) => [gift.groupKey, gift.label ?? null]))
  const extras = visibleAdditionalGifts(gifts.additional ?? [], {
    groupIds: groupIdsOf(player.statuses),
    stag,
  })
  if ((gifts.bonuses === null || gifts.freeSpins === null) && gifts.failed) {
    return (
      <Card id="gifts" icon={GLYPHS.gift} title={t('profile.gifts.title')}>
        <p role="alert">{t('gifts.loadFailed')}</p>
        <Button onClick={() => void reloadGifts().catch(() => undefined)}>{t('gifts.retry')}</Button>
      </Card>
    )
  }
  const nothing =
    gifts.bonuses !== null &&
    gifts.freeSpins !== null &&
    gifts.bonuses.length === 0 &&
    gifts.freeSpins.length === 0 &&
    extras.length === 0 &&
    !hasOtherGifts
  if (nothing) {
    return (
      <Card id="gifts" icon={GLYPHS.gift} title={t('profile.gifts.title')}>
        <EmptyState
          icon={GLYPHS.gift}
          title={t('profile.gifts.emptyTitle')}
          action={
            <Link to={localizePath(locale, '/')} className={buttonClass('secondary')}>
              {t('profile.gifts.browse')}
            </Link>
          }
        >
          {t('profile.gifts.emptyText')}
        </EmptyState>
      </Card>
    )
  }
  return (
    <div className={styles.stack}>
      <Card id="gift-bonuses" icon={GLYPHS.gift} title={t('gifts.bonusesTitle')}>
        {bonuses.current.length ? (
          <ul className={styles.list}>
            {bonuses.current.map((bonus) => (
              <BonusCard
                key={bonus.id}
                bonus={bonus}
                label={bonus.label ?? labels.get(bonus.group_key) ?? null}
              />
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{gifts.bonuses === null ? t('gifts.loading') : t('gifts.noBonuses')}</p>
        )}
      </Card>
      <Card id="gift-freespins" icon={GLYPHS.gift} title={t('gifts.freeSpinsTitle')}>
        {freeSpins.current.length ? (
          <ul className={styles.list}>
            {freeSpins.current.map((batch) => (
              <FreeSpinsCard key={batch.id} batch={batch} />
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>
            {gifts.freeSpins === null ? t('gifts.loading') : t('gifts.noFreeSpins')}
          </p>
        )}
      </Card>
      {extras.length ? (
        <Card id="gift-extras" icon={GLYPHS.gift} title={t('gifts.moreTitle')}>
          <ul className={styles.list}>
            {extras.map((gift) => {
              const title = localText(gift.title, locale)
              return (
                <li key={gift.id} className={styles.gift}>
                  <h4 className={styles.title}>{title}</h4>
                  <p className={styles.description}>{localText(gift.description, locale)}</p>
                  {leadsElsewhere(gift.to, staticPaths) ? (
                    <div className={styles.actions}>
                      <Link
                        to={localizePath(locale, gift.to)}
                        className={buttonClass('secondary', { size: 'sm' })}
                        aria-label={t('gifts.moreOpen', { title })}
                      >
                        {t('gifts.moreAction')}
                      </Link>
                    </div>
                  ) : null}
                </li>
              )
            })}
          </ul>
        </Card>
      ) : null}
      <GiftsHistory bonuses={bonuses.history} freeSpins={freeSpins.history} />
    </div>
  )
}
