// One tile's favourite toggle (spec 2 §4): adds or removes, blocked while its request is in flight;
// a guest is sent to registration and comes back to the page afterwards.
import { redirectForGuard } from '@croupier/rules/routing'
import { createContext, createElement, type ReactNode, useContext, useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { runNavigation } from '../../../lib/router-errors'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { useFavouritesStore } from '../model/favourites-store'

/** The ids the page was rendered with: right on the server and in the first client render. */
const RenderedIds = createContext<readonly number[] | null>(null)

/** Seeds the favourites of a server-rendered page (the route loader read them with Accept v1). */
export function FavouritesSeed({ ids, children }: { ids: readonly number[] | null; children: ReactNode }) {
  useEffect(() => {
    if (ids) useFavouritesStore.getState().seed([...ids])
  }, [ids])
  return createElement(RenderedIds.Provider, { value: ids }, children)
}

export function useFavourite(gameId: number): {
  isFavourite: boolean
  isPending: boolean
  toggle: () => void
} {
  const { t } = useTranslation()
  const { player, locale } = useShellContext()
  const location = useLocation()
  const navigate = useNavigate()
  const rendered = useContext(RenderedIds)
  const isFavourite = useFavouritesStore((state) =>
    state.ids ? state.ids.includes(gameId) : (rendered?.includes(gameId) ?? false),
  )
  const isPending = useFavouritesStore((state) => state.pending.includes(gameId))
  const isSignedIn = player !== null

  useEffect(() => {
    if (isSignedIn) void useFavouritesStore.getState().load()
  }, [isSignedIn])

  const toggle = () => {
    if (!isSignedIn) {
      const fullPath = `${location.pathname}${location.search}`
      const target = redirectForGuard({ guard: 'auth', isLoggedIn: false, fullPath, locale })
      if (target) runNavigation(() => navigate(target))
      return
    }
    void useFavouritesStore.getState().toggle(gameId, t('catalogue.favouriteFailed'))
  }
  return { isFavourite: isSignedIn && isFavourite, isPending, toggle }
}
