// Client log entries through PUT /log (spec 1 §7, §8). Fire-and-forget: a failed log is never
// retried or logged again, and it never throws into the caller. It is the platform client's own
// failure sink, so it sends with keepalive on a bare fetch rather than through the client (ADR 027).
import * as api from '@croupier/contract/api.generated'
import type { LogEntry } from '@croupier/contract/metrics/put-log'

type Context = NonNullable<LogEntry['context']>

const MAX_MESSAGE = 2000

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name
  if (typeof error === 'string') return error
  try {
    return JSON.stringify(error) ?? String(error)
  } catch {
    return String(error)
  }
}

export function sendLog(entry: LogEntry, fetchImpl: typeof fetch = globalThis.fetch): void {
  if (typeof window === 'undefined') {
    // Server side the process log is the record; the platform sees its own failures.
    console.error(entry.name ?? entry.level, entry.message)
    return
  }
  const body: LogEntry = {
    ...entry,
    message: entry.message.slice(0, MAX_MESSAGE) || 'unknown',
    url: entry.url ?? window.location.href.slice(0, MAX_MESSAGE),
  }
  try {
    void fetchImpl(api.putLog.path, {
      method: api.putLog.method,
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => undefined)
  } catch {
    // Logging must never break the page.
  }
}

/** Logs an error named after what failed, e.g. `API_PLAYER_ERROR` (spec 1 §8). */
export function logError(name: string, error: unknown, context?: Context): void {
  sendLog({ level: 'error', name, message: errorMessage(error), ...(context ? { context } : {}) })
}

export function logWarning(name: string, message: string, context?: Context): void {
  sendLog({ level: 'warn', name, message, ...(context ? { context } : {}) })
}
