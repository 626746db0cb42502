// When the game page shows the reality check (UKGC RTS 13, GLI-19): at the platform's next_check_at
// while a play session runs, else one interval after the page opened (being on a real-money game is
// play too); after "continue", one interval later. Pure; the clock is an argument.
import { REALITY_CHECK_DEFAULT_MINUTES } from '@croupier/rules/limits'

const MINUTE_MS = 60_000

export interface ScheduleInput {
  intervalMinutes: number | null
  /** The platform's next reminder (ISO); null when the player has no play session yet. */
  nextCheckAt: string | null
  now: number
}

export function intervalMs(intervalMinutes: number | null): number {
  return (
    (intervalMinutes && intervalMinutes > 0 ? intervalMinutes : REALITY_CHECK_DEFAULT_MINUTES) * MINUTE_MS
  )
}

/** Milliseconds until the first reminder on this page. */
export function firstDelayMs({ intervalMinutes, nextCheckAt, now }: ScheduleInput): number {
  const interval = intervalMs(intervalMinutes)
  const next = nextCheckAt ? Date.parse(nextCheckAt) : Number.NaN
  if (Number.isNaN(next)) return interval
  // Never later than one interval away, whatever the two clocks say.
  return Math.min(interval, Math.max(0, next - now))
}

/** Whole minutes of play to show: the platform's session, or at least the time on this page. */
export function sessionMinutes(serverMinutes: number | null, pageOpenedAt: number, now: number): number {
  const onPage = Math.floor(Math.max(0, now - pageOpenedAt) / MINUTE_MS)
  return Math.max(serverMinutes ?? 0, onPage)
}
