// The adventure calendar (spec 2 §3 "Adventure day", §4): title parts, day windows, day states and
// when an adventure is finished. Days are whole UTC days counted from the adventure's start.

export const ADVENTURE_DAY_MS = 86_400_000
/** spec 2 §3: a day title's parts are separated by a double underscore. */
export const ADVENTURE_TITLE_SEPARATOR = '__'

export type AdventureDayState = 'superb' | 'completed' | 'active' | 'lost' | 'future'

export interface AdventureTitle {
  label: string
  step: number
  total: number
  /** The title's DD/MM/YYYY date as YYYY-MM-DD. */
  date: string
}

/** spec 2 §3: `label__step/total__DD/MM/YYYY`; null when the title does not have that shape. */
export function parseAdventureTitle(title: string): AdventureTitle | null {
  const parts = title.split(ADVENTURE_TITLE_SEPARATOR)
  if (parts.length !== 3) return null
  const [label, fraction, date] = parts as [string, string, string]
  const steps = /^(\d+)\/(\d+)$/.exec(fraction.trim())
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date.trim())
  if (!steps || !dmy || label.trim() === '') return null
  const [, dd, mm, yyyy] = dmy as unknown as [string, string, string, string]
  const iso = `${yyyy}-${mm}-${dd}`
  const parsed = new Date(`${iso}T00:00:00Z`)
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso) return null
  return { label: label.trim(), step: Number(steps[1]), total: Number(steps[2]), date: iso }
}

/** Day `day` (1-based) of an adventure starting at `startAt`: [start, end) in UTC. */
export function adventureDayWindow(startAt: Date, day: number): { start: Date; end: Date } {
  const start = new Date(startAt.getTime() + (day - 1) * ADVENTURE_DAY_MS)
  return { start, end: new Date(start.getTime() + ADVENTURE_DAY_MS) }
}

/** The day number `at` falls on (1-based), or null before the start. */
export function adventureDayAt(startAt: Date, at: Date): number | null {
  const elapsed = at.getTime() - startAt.getTime()
  return elapsed < 0 ? null : Math.floor(elapsed / ADVENTURE_DAY_MS) + 1
}

export interface DayFacts {
  start: Date
  end: Date
  isExtra: boolean
  completed: boolean
}

/**
 * spec 2 §4: completed once done; active while today; lost when past and not done; future before.
 * The last extra day shows superb until it becomes today (our reading: it is still a day to play).
 */
export function adventureDayState(day: DayFacts, now: Date): AdventureDayState {
  if (day.completed) return 'completed'
  const t = now.getTime()
  if (t >= day.end.getTime()) return 'lost'
  if (t >= day.start.getTime()) return 'active'
  return day.isExtra ? 'superb' : 'future'
}

/** spec 2 §4: finished when the last day is completed or today is after the last day plus one. */
export function isAdventureFinished(days: readonly DayFacts[], now: Date): boolean {
  const last = days[days.length - 1]
  if (!last) return true
  if (last.completed) return true
  return now.getTime() >= last.end.getTime() + ADVENTURE_DAY_MS
}
