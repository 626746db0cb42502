// Mounts the real-user figures (lib/field-vitals.ts) for a sampled share of page views: the
// decision is made here, after hydration and once the browser is idle, so the lobby's initial JS
// carries only this component and unsampled visitors never load the observers.
import { useEffect } from 'react'
import { useMatches } from 'react-router'
import { useShellContext } from './shell-context'

/** localStorage key that forces every page view of this browser into the sample (journeys, QA). */
export const FIELD_VITALS_FORCE_KEY = 'croupier.field-vitals'

const PAGE_KIND = /^[a-z0-9-]{1,64}$/

/** The page's route name without its locale tree (`de/game-item` → `game-item`). */
export function pageKindOf(routeId: string | undefined): string | undefined {
  const kind = routeId?.split('/').pop()
  return kind && PAGE_KIND.test(kind) ? kind : undefined
}

export function isSampled(rate: number, random: number, forced: boolean): boolean {
  return forced || random < rate
}

function forced(): boolean {
  try {
    return window.localStorage.getItem(FIELD_VITALS_FORCE_KEY) === 'always'
  } catch {
    return false
  }
}

export function FieldVitals() {
  const { fieldVitalsSampleRate } = useShellContext()
  const matches = useMatches()
  const routeId = matches[matches.length - 1]?.id
  // Once per document: the landing page's kind; LCP and FCP belong to that load only.
  useEffect(() => {
    if (!isSampled(fieldVitalsSampleRate, Math.random(), forced())) return
    const page = window.location.pathname
    const kind = pageKindOf(routeId)
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1))
    idle(() => {
      void import('./field-vitals')
        .then((vitals) => vitals.startFieldVitals(page, kind))
        .catch(() => undefined)
    })
  }, [])
  return null
}
