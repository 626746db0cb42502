// How an auth screen moves on, the same form rendered as a route (/sign-in…) or as a dialog opened
// by a hash (#sign-in…) (spec 1 §2): closing returns to the previous route or to main when there was
// none; switching screens replaces the current one; after sign-in or registration the shell reloads
// with the player, the `redirect` query is honoured, then the post-login batch runs (spec 1 §4).
import { localizePath } from '@croupier/rules/locale'
import { MAIN_PATH, REDIRECT_QUERY_PARAM, routePath } from '@croupier/rules/routing'
import { useCallback, useMemo } from 'react'
import { useLocation, useNavigate, useRevalidator } from 'react-router'
import type { ModalProps } from '../../../lib/modals/catalogue'
import { openModal } from '../../../lib/modals/open-modal'
import { requestRootReload, runPostLoginBatch } from '../../../lib/player-session'
import { reportRouterError, runNavigation } from '../../../lib/router-errors'
import { useShellContext } from '../../../lib/shell-context'
import { redirectFromSearch, safeRedirectPath } from '../model/safe-redirect'

export type AuthScreen = 'sign-in' | 'sign-up' | 'remind' | 'new-password' | 'email-verify'

/** Screens that also open as dialogs from a hash or openModal. */
const MODAL_SCREENS = [
  'sign-in',
  'sign-up',
  'remind',
  'new-password',
] as const satisfies readonly AuthScreen[]

function isModalScreen(screen: AuthScreen): screen is (typeof MODAL_SCREENS)[number] {
  return (MODAL_SCREENS as readonly AuthScreen[]).includes(screen)
}

export interface AuthFlow {
  mode: 'route' | 'modal'
  /** Where to go after signing in (a same-origin path), if the page was opened with one. */
  redirect: string | null
  close: () => void
  /** Opens another auth screen in place of this one, keeping the redirect. */
  switchTo: (screen: AuthScreen, query?: Record<string, string>) => void
  /** The session changed: reload the shell with the player, leave for the redirect, run the batch. */
  completeSignIn: () => Promise<void>
}

/** React Router keeps the history index in history.state; 0 means this is the app's first page. */
function hasPreviousEntry(): boolean {
  if (typeof window === 'undefined') return false
  const state = window.history.state as { idx?: number } | null
  return typeof state?.idx === 'number' && state.idx > 0
}

function withQuery(path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString()
  return search ? `${path}?${search}` : path
}

/** The route version: /sign-in, /sign-up, /remind, /new-password, /email-verify and the betting ones. */
export function useRouteAuthFlow(): AuthFlow {
  const navigate = useNavigate()
  const location = useLocation()
  const { locale, bettingUrl } = useShellContext()
  const redirect = redirectFromSearch(location.search)
  const isBetting = routePath(location.pathname).startsWith('/sport/')
  const main = localizePath(locale, MAIN_PATH)

  const leave = useCallback(
    async (target: string | null): Promise<void> => {
      // spec 1 §2: betting modals return to the betting host or the path in the query.
      if (isBetting && !target && bettingUrl) {
        window.location.assign(bettingUrl)
        return
      }
      try {
        if (target) await navigate(target, { replace: true })
        else if (hasPreviousEntry()) await navigate(-1)
        else await navigate(main, { replace: true })
      } catch (error) {
        reportRouterError(error)
      }
    },
    [isBetting, bettingUrl, navigate, main],
  )

  return useMemo<AuthFlow>(
    () => ({
      mode: 'route',
      redirect,
      close: () => void leave(redirect && isBetting ? redirect : null),
      switchTo: (screen, query = {}) => {
        const params = redirect ? { ...query, [REDIRECT_QUERY_PARAM]: redirect } : query
        runNavigation(() =>
          navigate(withQuery(localizePath(locale, `/${screen}`), params), { replace: true }),
        )
      },
      completeSignIn: async () => {
        // The profile loads with the root, then the batch (spec 1 §4).
        requestRootReload()
        await leave(redirect)
        await runPostLoginBatch()
      },
    }),
    [redirect, isBetting, leave, navigate, locale],
  )
}

/** The dialog version, opened by the modal host; `redirect` may come with the open-modal props. */
export function useModalAuthFlow(props: ModalProps<'sign-in'>): AuthFlow {
  const navigate = useNavigate()
  const { revalidate } = useRevalidator()
  const { locale } = useShellContext()
  const { onClose } = props
  const redirect = safeRedirectPath(typeof props.redirect === 'string' ? props.redirect : null)

  return useMemo<AuthFlow>(
    () => ({
      mode: 'modal',
      redirect,
      close: () => onClose(),
      switchTo: (screen, query = {}) => {
        if (isModalScreen(screen)) {
          // Open the next one first so the page stays scroll-locked in between.
          openModal(screen, redirect ? { ...query, redirect } : query)
          onClose({ immediate: true })
          return
        }
        onClose({ immediate: true })
        runNavigation(() => navigate(withQuery(localizePath(locale, `/${screen}`), query)))
      },
      completeSignIn: async () => {
        onClose()
        if (redirect) {
          requestRootReload()
          await Promise.resolve(navigate(redirect)).catch(reportRouterError)
        } else {
          await revalidate()
        }
        await runPostLoginBatch()
      },
    }),
    [redirect, onClose, navigate, revalidate, locale],
  )
}
