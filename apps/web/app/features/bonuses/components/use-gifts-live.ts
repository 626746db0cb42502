// The gifts kept live while a player is signed in (mounted once, by the header's gifts counter):
// `bonuses_changes` moves the wagering bar in place and reloads the lists on a stage change;
// `freespins_changes` likewise; a reconnect reloads (events may be lost). A notice only for stage
// issued and not for the wheel tournaments' gifts (spec 1 §5 O2, spec 2 §5); an issued gift while
// the player is away from the gifts page also sets the gift marker (spec 1 §2 R10).
import { localizePath } from '@croupier/rules/locale'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { emit, on } from '../../../lib/events'
import { logError } from '../../../lib/log'
import { runNavigation } from '../../../lib/router-errors'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { changeStage, type GiftChange, shouldNotify } from '../model/bonuses'
import { GIFTS_PAGE, markGift } from '../model/gifts-links'
import {
  applyChange,
  ensureGifts,
  loadBonuses,
  loadFreeSpins,
  reloadGifts,
  useGiftsStore,
} from '../model/gifts-store'

/** The toast code of a new gift: one toast per gift kind at a time. */
export const GIFT_NOTICE_TOAST = 'GIFT_ISSUED'

const LISTS = { bonuses_changes: 'bonuses', freespins_changes: 'freeSpins' } as const

export function useGiftsLive(): void {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const navigate = useNavigate()
  useEffect(() => {
    ensureGifts().catch((error: unknown) => logError('GIFTS_LOAD_ERROR', error))
    const offChange = on('realtime', ({ name, payload }) => {
      if (name !== 'bonuses_changes' && name !== 'freespins_changes') return
      const list = LISTS[name]
      const change = payload as GiftChange
      if (!applyChange(list, change)) return
      const load = list === 'bonuses' ? loadBonuses : loadFreeSpins
      load().then(
        (items: readonly { id: string; group_key: string; title: string }[]) => {
          const stage = changeStage(change)
          const item = items.find((entry) => entry.id === String(change.id))
          const ignored = useGiftsStore.getState().config?.ignoredNoticeTournaments ?? []
          if (!item || !shouldNotify(stage, item.group_key, ignored)) return
          const gifts = localizePath(locale, GIFTS_PAGE)
          if (!window.location.pathname.startsWith(gifts)) markGift()
          emit('toast', {
            code: GIFT_NOTICE_TOAST,
            kind: 'success',
            text: t(list === 'bonuses' ? 'gifts.notice.bonus' : 'gifts.notice.freeSpins', {
              title: item.title,
            }),
            action: { label: t('gifts.notice.open'), onSelect: () => runNavigation(() => navigate(gifts)) },
          })
        },
        (error: unknown) => logError('GIFTS_LOAD_ERROR', error),
      )
    })
    const offReconnect = on('realtime-reconnect', () => {
      reloadGifts().catch((error: unknown) => logError('GIFTS_LOAD_ERROR', error))
    })
    return () => {
      offChange()
      offReconnect()
    }
  }, [t, locale, navigate])
}
