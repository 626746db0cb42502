// What a location hash does (spec 1 §2, spec 2 §2.1), on load and whenever the hash changes:
// #sign-in/#sign-up/#remind/#new-password open their dialog and the hash is cleared after 1 s
// without a navigation (on an auth page the hash's page replaces it: one auth dialog at a time); #chat opens support after 1 s; #sport and #sport_{x} leave for the
// sportsbook; any other hash scrolls to its element, waiting up to 5 s for it to appear.
// Also ?pwa=install on the lobby opens the install instructions and drops the query.
import { AUTH_ROUTES } from '@croupier/contract/auth-routes'
import { localizePath, splitLocalePath } from '@croupier/rules/locale'
import {
  CHAT_HASH_DELAY_MS,
  HASH_CLEAR_DELAY_MS,
  type HashDialog,
  hashAction,
  isPwaInstallRequest,
  routePath,
  SCROLL_TO_HASH_TIMEOUT_MS,
  sportsUrl,
} from '@croupier/rules/routing'
import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { ModalRequest } from './modals/catalogue'
import { openModal, openModalRequest } from './modals/open-modal'
import { runNavigation } from './router-errors'
import { useShellContext } from './shell-context'

const SCROLL_POLL_MS = 100

/** The auth screens that are pages of their own (spec 1 §2), aliases included. */
const AUTH_PAGE_PATHS: ReadonlySet<string> = new Set(
  Object.values(AUTH_ROUTES)
    .flatMap((entry) => [entry.path, ...(entry.aliases ?? [])])
    .filter((path): path is string => path !== null),
)

export interface HashActionDeps {
  bettingUrl: string | null
  openModal: (request: ModalRequest) => void
  /** Current hash of the address bar, to clear only what is still shown. */
  currentHash: () => string
  clearHash: () => void
  /** On an auth page, goes to the hash's page in its place and returns true (issue #9 item 12). */
  replaceAuthPage?: (dialog: HashDialog) => boolean
  assign: (url: string) => void
  findElement: (id: string) => { scrollIntoView: (options?: ScrollIntoViewOptions) => void } | null
  setTimeout: (fn: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
}

/** Performs the hash's action; returns a cancel function for its pending timers. */
export function performHashAction(hash: string, deps: HashActionDeps): () => void {
  const timers = new Set<unknown>()
  const later = (fn: () => void, ms: number) => {
    const handle = deps.setTimeout(() => {
      timers.delete(handle)
      fn()
    }, ms)
    timers.add(handle)
  }
  const cancel = () => {
    for (const handle of timers) deps.clearTimeout(handle)
    timers.clear()
  }
  if (hash === '' || hash === '#') return cancel

  const action = hashAction(hash)
  switch (action.kind) {
    case 'dialog':
      if (deps.replaceAuthPage?.(action.dialog)) break
      deps.openModal({ name: action.dialog, props: {} })
      later(() => {
        if (deps.currentHash() === hash) deps.clearHash()
      }, HASH_CLEAR_DELAY_MS)
      break
    case 'chat':
      later(() => deps.openModal({ name: 'support', props: {} }), CHAT_HASH_DELAY_MS)
      break
    case 'sport':
      // No sportsbook for EE or hosts without betting config (spec 1 §1): the hash does nothing.
      if (deps.bettingUrl) deps.assign(sportsUrl(deps.bettingUrl, action.path))
      break
    case 'none': {
      let id: string
      try {
        id = decodeURIComponent(hash.replace(/^#/, ''))
      } catch {
        id = hash.replace(/^#/, '')
      }
      let waited = 0
      const tryScroll = () => {
        const element = deps.findElement(id)
        if (element) {
          element.scrollIntoView({ behavior: 'smooth', block: 'start' })
          return
        }
        waited += SCROLL_POLL_MS
        if (waited <= SCROLL_TO_HASH_TIMEOUT_MS) later(tryScroll, SCROLL_POLL_MS)
      }
      tryScroll()
      break
    }
  }
  return cancel
}

// A hash change reaches us twice (the router's popstate and the hashchange event): act once.
const DUPLICATE_WINDOW_MS = 500

export function HashActions() {
  const location = useLocation()
  const navigate = useNavigate()
  const { bettingUrl } = useShellContext()
  const last = useRef({ hash: '', at: 0 })
  const cancels = useRef(new Set<() => void>())
  const bettingUrlRef = useRef(bettingUrl)
  bettingUrlRef.current = bettingUrl

  const run = useRef((hash: string) => {
    const now = Date.now()
    if (hash === last.current.hash && now - last.current.at < DUPLICATE_WINDOW_MS) return
    last.current = { hash, at: now }
    // A new hash supersedes whatever the previous one still waits for (a scroll target, a delay).
    for (const cancelPending of cancels.current) cancelPending()
    cancels.current.clear()
    const cancel = performHashAction(hash, {
      bettingUrl: bettingUrlRef.current,
      openModal: openModalRequest,
      currentHash: () => window.location.hash,
      // replaceState keeps the router's state: no navigation, no history entry.
      clearHash: () =>
        window.history.replaceState(
          window.history.state,
          '',
          `${window.location.pathname}${window.location.search}`,
        ),
      replaceAuthPage: (dialog) => {
        const { pathname, search } = window.location
        if (!AUTH_PAGE_PATHS.has(routePath(pathname))) return false
        const target = localizePath(splitLocalePath(pathname).locale, `/${dialog}`)
        runNavigation(() => navigate(`${target}${search}`, { replace: true }))
        return true
      },
      assign: (url) => window.location.assign(url),
      findElement: (id) => document.getElementById(id),
      setTimeout: (fn, ms) => window.setTimeout(fn, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
    })
    cancels.current.add(cancel)
  }).current

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new navigation to the same hash (location.key) acts again.
  useEffect(() => {
    run(location.hash)
  }, [location.hash, location.key, run])

  useEffect(() => {
    const onHashChange = () => run(window.location.hash)
    window.addEventListener('hashchange', onHashChange)
    const pending = cancels.current
    return () => {
      window.removeEventListener('hashchange', onHashChange)
      for (const cancel of pending) cancel()
    }
  }, [run])

  useEffect(() => {
    if (!isPwaInstallRequest(location.pathname, location.search)) return
    openModal('pwa-install')
    const lobby = localizePath(splitLocalePath(location.pathname).locale, '/')
    runNavigation(() =>
      navigate({ pathname: lobby, hash: location.hash }, { replace: true, preventScrollReset: true }),
    )
  }, [location.pathname, location.search, location.hash, navigate])

  return null
}
