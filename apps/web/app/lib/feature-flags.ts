// Feature flags (spec 1 §1): the spec's defaults (all off) under the brand's (ADR 040); a local
// override set on /ffc is kept in localStorage and mirrored into the `ffc` cookie so the server
// renders the same flags the browser will.
import {
  FEATURE_FLAGS,
  type FeatureFlag,
  type FeatureFlagOverrides,
  type FeatureFlags,
  FLAG_OVERRIDE_STORAGE_KEY,
  parseOverrides,
  resolveFlags,
  serialiseOverrides,
} from '@croupier/rules/feature-flags'
import { useCallback, useEffect, useSyncExternalStore } from 'react'
import {
  deleteBrowserCookie,
  FLAGS_COOKIE,
  FLAGS_COOKIE_MAX_AGE_S,
  readBrowserCookie,
  writeBrowserCookie,
} from './cookies'
import { useShellContext } from './shell-context'

type Listener = () => void

let overrides: FeatureFlagOverrides | null = null
let snapshot: FeatureFlags | null = null
/** The brand's defaults the override sits on (the shell's `brandFlags`). */
let brandFlags: FeatureFlags | null = null
const listeners = new Set<Listener>()

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(FLAG_OVERRIDE_STORAGE_KEY)
  } catch {
    return null
  }
}

function persist(next: FeatureFlagOverrides): void {
  const json = serialiseOverrides(next)
  const empty = json === '{}'
  try {
    if (empty) window.localStorage.removeItem(FLAG_OVERRIDE_STORAGE_KEY)
    else window.localStorage.setItem(FLAG_OVERRIDE_STORAGE_KEY, json)
  } catch {
    // Private mode: the cookie still carries the override.
  }
  if (empty) deleteBrowserCookie(FLAGS_COOKIE)
  else writeBrowserCookie(FLAGS_COOKIE, json, FLAGS_COOKIE_MAX_AGE_S)
}

function publish(next: FeatureFlagOverrides): void {
  overrides = next
  snapshot = resolveFlags(next, brandFlags)
  for (const listener of listeners) listener()
}

/** localStorage wins (it is the override); the cookie is brought in line when they differ. */
function loadOverrides(): FeatureFlagOverrides {
  const stored = readStorage()
  const fromStorage = stored === null ? null : parseOverrides(stored)
  const fromCookie = parseOverrides(readBrowserCookie(FLAGS_COOKIE))
  const current = fromStorage ?? fromCookie
  const json = serialiseOverrides(current)
  if (json !== serialiseOverrides(fromCookie) || (fromStorage === null && json !== '{}')) persist(current)
  return current
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export interface FeatureFlagsApi {
  flags: FeatureFlags
  /** What "reset" returns to: the brand's defaults. */
  defaults: FeatureFlags
  setFlag: (name: FeatureFlag, value: boolean) => void
  reset: () => void
}

/** The flags in effect. The first render uses the server's reading (the cookie) so hydration matches. */
export function useFeatureFlags(): FeatureFlagsApi {
  const shell = useShellContext()
  const serverFlags = shell.flags
  const flags = useSyncExternalStore(
    subscribe,
    () => snapshot ?? serverFlags,
    () => serverFlags,
  )
  const defaults = shell.brandFlags
  useEffect(() => {
    brandFlags = defaults
    if (overrides === null) publish(loadOverrides())
  }, [defaults])
  const setFlag = useCallback(
    (name: FeatureFlag, value: boolean) => {
      const next = { ...(overrides ?? loadOverrides()), [name]: value }
      // Storing a default is no override: keeps "reset" meaningful and the cookie small.
      if (defaults[name] === value) delete next[name]
      brandFlags = defaults
      persist(next)
      publish(next)
    },
    [defaults],
  )
  const reset = useCallback(() => {
    persist({})
    publish({})
  }, [])
  return { flags, defaults, setFlag, reset }
}

export type { FeatureFlag }
export { FEATURE_FLAGS }
