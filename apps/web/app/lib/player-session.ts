// The signed-in player's client-side life (spec 1 §4): the post-login batch that features extend
// through one registry, and the logout that wipes every piece of player data the browser holds.
// Also the bridge hook the root mounts: it follows the shell's player, turns any auth-error (a 401)
// into a forced logout to the login route, and keeps the TanStack Query client at hand.
import * as api from '@croupier/contract/api.generated'
import {
  EE_FIRST_LOGIN_STORAGE_KEY,
  POST_LOGIN_BATCH,
  type PostLoginLoad,
  SESSION_TIMER_STORAGE_KEY,
} from '@croupier/rules/auth-state'
import { localizePath } from '@croupier/rules/locale'
import { type QueryClient, QueryClientContext } from '@tanstack/react-query'
import { useContext, useEffect } from 'react'
import { useNavigate } from 'react-router'
import { emit, on } from './events'
import { logError } from './log'
import { runNavigation } from './router-errors'
import { useShellContext } from './shell-context'

export type { PostLoginLoad }

export interface PostLoginContext {
  /** Absent when the query client has not loaded yet: loads then just fetch. */
  queryClient: QueryClient | undefined
}

export type PostLoginLoader = (context: PostLoginContext) => Promise<unknown>

/** What each item of the spec's batch loads, as the shell composes it from the features. */
export type PostLoginLoads = Partial<Record<PostLoginLoad, PostLoginLoader>>

const loaders = new Map<PostLoginLoad, PostLoginLoader>()

/** Registers what one item of the spec's batch loads; a later registration of the same name replaces it. */
export function registerPostLoginLoad(name: PostLoginLoad, load: PostLoginLoader): void {
  loaders.set(name, load)
}

/** Takes the composed batch (shell/post-login-loads.ts), replacing items of the same names. */
export function registerPostLoginLoads(loads: PostLoginLoads): void {
  for (const [name, load] of Object.entries(loads) as [PostLoginLoad, PostLoginLoader][])
    registerPostLoginLoad(name, load)
}

/** The registered batch in the spec's order (names only; for tests and diagnostics). */
export function registeredPostLoginLoads(): PostLoginLoad[] {
  return POST_LOGIN_BATCH.filter((name) => loaders.has(name))
}

/**
 * Runs after sign-in and registration, once the profile is in (spec 1 §4). Every registered load
 * starts in POST_LOGIN_BATCH order without waiting for the one before; a failing load is logged
 * and never stops the others. Resolves when all have settled.
 */
export async function runPostLoginBatch(context: PostLoginContext = { queryClient: boundQueryClient }) {
  const started = registeredPostLoginLoads().map(async (name) => {
    const load = loaders.get(name)
    try {
      await load?.(context)
    } catch (error) {
      logError(`POST_LOGIN_${name.toUpperCase()}_ERROR`, error)
    }
  })
  await Promise.all(started)
}

// ---------------------------------------------------------------------------------------------
// logout

const dataResets = new Map<string, () => void>()
const sessionKeys = new Set<string>([SESSION_TIMER_STORAGE_KEY])
const localKeys = new Set<string>([EE_FIRST_LOGIN_STORAGE_KEY])

/** A store holding player data registers how to empty itself; logout calls every one. */
export function registerPlayerDataReset(name: string, reset: () => void): void {
  dataResets.set(name, reset)
}

/** sessionStorage keys that hold player data (the EE session timer is one from the start). */
export function registerPlayerSessionKey(key: string): void {
  sessionKeys.add(key)
}

/** localStorage keys that belong to the player and go at logout (the EE first-login flag is one). */
export function registerPlayerLocalKey(key: string): void {
  localKeys.add(key)
}

export interface SignOutDeps {
  queryClient: QueryClient | undefined
  sessionStorage: Pick<Storage, 'removeItem'> | undefined
  localStorage: Pick<Storage, 'removeItem'> | undefined
  emit: typeof emit
}

function browserStorage(kind: 'sessionStorage' | 'localStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind]
  } catch {
    return undefined
  }
}

/**
 * Clears every piece of player data in this browser (spec 1 §4 logout): the TanStack Query cache
 * (payments, balance, bonuses…), the registered stores, the player's session- and local-storage
 * keys (EE session timer, EE first-login flag), then emits `logout`. The server session is ended
 * by the caller (signOut) or is already gone (a 401).
 */
export function signOutEverywhere(deps: Partial<SignOutDeps> = {}): void {
  const queryClient = 'queryClient' in deps ? deps.queryClient : boundQueryClient
  const session = 'sessionStorage' in deps ? deps.sessionStorage : browserStorage('sessionStorage')
  const local = 'localStorage' in deps ? deps.localStorage : browserStorage('localStorage')
  const send = deps.emit ?? emit
  queryClient?.cancelQueries().catch(() => undefined)
  queryClient?.clear()
  for (const [name, reset] of dataResets) {
    try {
      reset()
    } catch (error) {
      logError('LOGOUT_RESET_ERROR', error, { store: name })
    }
  }
  for (const key of sessionKeys) {
    try {
      session?.removeItem(key)
    } catch {
      // Storage can refuse in private mode; nothing was stored then.
    }
  }
  for (const key of localKeys) {
    try {
      local?.removeItem(key)
    } catch {
      // As above.
    }
  }
  signedIn = false
  send('logout', {})
}

/** DELETE /api/users/sign_out (contract auth/sign-out), then the client-side wipe. A failed call still signs out locally. */
export async function signOut(): Promise<void> {
  const { call } = await import('./platform-client')
  try {
    await call(api.signOut)
  } catch {
    // Logged by the client; the local session ends regardless.
  }
  signOutEverywhere()
}

// ---------------------------------------------------------------------------------------------
// the root's reload after the session changed

let rootReloadPending = false

/**
 * The session changed (signed in, registered, signed out): the next navigation reloads the root's
 * data too, so the header shows who is signed in without a second round trip. The root's
 * shouldRevalidate reads the mark; its clientLoader clears it once the reload runs (a navigation
 * may ask shouldRevalidate more than once, e.g. around lazy route discovery).
 */
export function requestRootReload(): void {
  rootReloadPending = true
}

export function isRootReloadRequested(): boolean {
  return rootReloadPending
}

/** Called by the root's clientLoader: the reload is under way. */
export function rootReloaded(): void {
  rootReloadPending = false
}

// ---------------------------------------------------------------------------------------------
// the root's bridge

let boundQueryClient: QueryClient | undefined
let signedIn = false

/** Whether the page believes a player is signed in (the auth-error handler ignores guests' 401s). */
export function isSignedIn(): boolean {
  return signedIn
}

/**
 * Mounted once by the root: follows the shell's player and the lazily created query client, and
 * answers an auth-error (any 401, spec 1 §7, §8) of a signed-in page with a forced logout to the
 * login route. A guest's 401 (a sign-in attempt, a stale tab) changes nothing.
 */
export function usePlayerSessionBridge(): void {
  const shell = useShellContext()
  const queryClient = useContext(QueryClientContext) as QueryClient | undefined
  const navigate = useNavigate()
  const locale = shell.locale
  const { player } = shell

  // Follows the shell's player, not every render: after a logout the old player stays in the root's
  // data until it reloads, and a 401 in between (the realtime client asking for its settings) must
  // not count as a second, forced logout.
  useEffect(() => {
    signedIn = player !== null
  }, [player])

  useEffect(() => {
    boundQueryClient = queryClient
  }, [queryClient])

  useEffect(
    () =>
      on('auth-error', () => {
        if (!signedIn) return
        signOutEverywhere()
        requestRootReload()
        runNavigation(() => navigate(localizePath(locale, '/sign-in'), { replace: true }))
      }),
    [locale, navigate],
  )
}
