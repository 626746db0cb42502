// UTM metrics (spec 1 §7): a landing page with utm_* or sub_id parameters posts them once to
// /log_utm_set; the next page view of the same browser session posts them to /log_utm_send.
// Both calls run in the browser (the platform sees the visitor's own cookies and IP); bots never
// send them (spec 1 §6). The session is the tab's sessionStorage.
import * as api from '@croupier/contract/api.generated'
import type { UtmMetrics } from '@croupier/rules/partner-tracking'
import { utmMetricsFromQuery } from '@croupier/rules/partner-tracking'
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { useShellContext } from './shell-context'

export const UTM_SESSION_KEY = 'croupier.utm'

interface PendingUtm {
  metrics: UtmMetrics
  /** The landing page; a view of any other page is the "next page view". */
  landing: string
}

function readPending(): PendingUtm | null {
  try {
    const raw = window.sessionStorage.getItem(UTM_SESSION_KEY)
    return raw ? (JSON.parse(raw) as PendingUtm) : null
  } catch {
    return null
  }
}

function writePending(value: PendingUtm | null): void {
  try {
    if (value) window.sessionStorage.setItem(UTM_SESSION_KEY, JSON.stringify(value))
    else window.sessionStorage.removeItem(UTM_SESSION_KEY)
  } catch {
    // Storage blocked: the metrics are sent at most once anyway.
  }
}

/** Decides the call for one page view; pure so the order of set and send is testable. */
export function utmCallForPageView(
  page: string,
  search: string,
  pending: PendingUtm | null,
): { call: 'set' | 'send'; metrics: UtmMetrics; pending: PendingUtm | null } | null {
  const landingMetrics = utmMetricsFromQuery(new URLSearchParams(search))
  if (landingMetrics && !pending)
    return { call: 'set', metrics: landingMetrics, pending: { metrics: landingMetrics, landing: page } }
  if (pending && pending.landing !== page) return { call: 'send', metrics: pending.metrics, pending: null }
  return null
}

export function UtmTracking() {
  const { client } = useShellContext()
  const location = useLocation()
  const lastPage = useRef<string | null>(null)

  useEffect(() => {
    if (client.isBot) return
    const page = `${location.pathname}${location.search}`
    if (lastPage.current === page) return
    lastPage.current = page
    const decision = utmCallForPageView(page, location.search, readPending())
    if (!decision) return
    writePending(decision.pending)
    // The client loads on demand: most page views send nothing.
    import('./platform-client')
      .then(({ call }) =>
        call(decision.call === 'set' ? api.postLogUtmSet : api.postLogUtmSend, {
          body: { utmMetrics: decision.metrics },
        }),
      )
      .catch(() => undefined)
  }, [client.isBot, location.pathname, location.search])

  return null
}
