// Real-user web vitals of one page view (issue 11 target 6): FCP, LCP, INP, CLS, TTFB and the
// navigation type from the browser's own performance entries, and the Network Information reading.
// Loaded lazily by field-vitals-mount.tsx, only for sampled page views; sent once, when the page is
// hidden, to PUT /performance and PUT /network-performance (spec 1 §7), which take no CSRF check.
import * as api from '@croupier/contract/api.generated'
import type { NetworkPerformance } from '@croupier/contract/metrics/put-network-performance'
import type { PerformanceEntry as FieldEntry } from '@croupier/contract/metrics/put-performance'

type Vitals = Pick<FieldEntry, 'ttfb' | 'fcp' | 'lcp' | 'cls' | 'inp' | 'navigationType'>

interface ShiftEntry extends PerformanceEntry {
  value: number
  hadRecentInput: boolean
}
interface InteractionEntry extends PerformanceEntry {
  interactionId?: number
}

/** CLS as web.dev defines it: the largest burst of shifts less than 1 s apart, within 5 s. */
export function clsOf(shifts: readonly { startTime: number; value: number }[]): number {
  let worst = 0
  let burst = 0
  let first = 0
  let last = 0
  for (const shift of shifts) {
    if (burst > 0 && shift.startTime - last < 1000 && shift.startTime - first < 5000) burst += shift.value
    else {
      burst = shift.value
      first = shift.startTime
    }
    last = shift.startTime
    worst = Math.max(worst, burst)
  }
  return worst
}

/** INP: the longest interaction, skipping one of the longest per 50 interactions (≈ p98). */
export function inpOf(durations: ReadonlyMap<number, number>): number | undefined {
  if (durations.size === 0) return undefined
  const sorted = [...durations.values()].sort((a, b) => b - a)
  return sorted[Math.min(sorted.length - 1, Math.floor(durations.size / 50))]
}

const round = (value: number) => Math.round(value * 10) / 10

/** Starts the observers (buffered: entries from before this module loaded count) and reads them. */
export function observeVitals(): () => Vitals {
  const shifts: ShiftEntry[] = []
  const interactions = new Map<number, number>()
  let lcp: number | undefined
  let fcp: number | undefined
  const observe = (type: string, onEntry: (entry: PerformanceEntry) => void, extra = {}) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return
    new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({
      type,
      buffered: true,
      ...extra,
    })
  }
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') fcp = entry.startTime
  })
  observe('largest-contentful-paint', (entry) => {
    lcp = entry.startTime
  })
  observe('layout-shift', (entry) => {
    if (!(entry as ShiftEntry).hadRecentInput) shifts.push(entry as ShiftEntry)
  })
  const onInteraction = (entry: PerformanceEntry) => {
    const id = (entry as InteractionEntry).interactionId
    if (id) interactions.set(id, Math.max(interactions.get(id) ?? 0, entry.duration))
  }
  observe('event', onInteraction, { durationThreshold: 16 })
  observe('first-input', onInteraction)
  return () => {
    const navigation = performance.getEntriesByType('navigation')[0] as
      | PerformanceNavigationTiming
      | undefined
    const inp = inpOf(interactions)
    return {
      ...(navigation ? { ttfb: round(navigation.responseStart), navigationType: navigation.type } : {}),
      ...(fcp === undefined ? {} : { fcp: round(fcp) }),
      ...(lcp === undefined ? {} : { lcp: round(lcp) }),
      cls: Math.round(clsOf(shifts) * 10_000) / 10_000,
      ...(inp === undefined ? {} : { inp: round(inp) }),
    }
  }
}

/** The Network Information API reading (Chromium only); null where the browser has none. */
export function networkReading(): Omit<NetworkPerformance, 'pageKind'> | null {
  const connection = (navigator as Navigator & { connection?: Partial<NetworkPerformance> }).connection
  const types = ['slow-2g', '2g', '3g', '4g']
  if (!connection || typeof connection.rtt !== 'number' || typeof connection.downlink !== 'number')
    return null
  if (!connection.effectiveType || !types.includes(connection.effectiveType)) return null
  return {
    rtt: connection.rtt,
    downlink: connection.downlink,
    effectiveType: connection.effectiveType,
    ...(typeof connection.saveData === 'boolean' ? { saveData: connection.saveData } : {}),
  }
}

/** A beacon as lib/log.ts sends PUT /log: keepalive outlives the page, which the typed client cannot. */
function put(
  endpoint: { method: string; path: string },
  body: unknown,
  send: typeof fetch = globalThis.fetch,
): void {
  try {
    void send(endpoint.path, {
      method: endpoint.method,
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => undefined)
  } catch {
    // Telemetry never breaks the page.
  }
}

/** Observes this page view and sends its figures once, the first time the page is hidden. */
export function startFieldVitals(page: string, pageKind: string | undefined): void {
  const read = observeVitals()
  let sent = false
  const send = () => {
    if (sent) return
    sent = true
    const kind = pageKind ? { pageKind } : {}
    put(api.putPerformance, { page: page.slice(0, 2000), ...kind, ...read() })
    const network = networkReading()
    if (network) put(api.putNetworkPerformance, { ...network, ...kind })
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send()
  })
  // pagehide also fires where visibilitychange does not (some unload and back-forward cache paths).
  window.addEventListener('pagehide', send)
}
