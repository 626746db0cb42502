// Promotions shared by tournaments, quests, lotteries, jackpots and the promotions page (ADR 041):
// status from dates (spec 2 §4), the countdown's parts, identifier rules (spec 2 §3), masked
// nicknames for leaderboards and wins (spec 2 §9 K8) and the reference rates that turn a stake in
// any cashbox currency into EUR (quest requirements are in EUR, spec 2 §3).

export const PROMO_STATUSES = ['active', 'future', 'archive'] as const
export type PromoStatus = (typeof PROMO_STATUSES)[number]

/** spec 2 §4: active green, future primary, other error. */
export const PROMO_STATUS_COLOUR: Readonly<Record<PromoStatus, 'success' | 'primary' | 'error'>> = {
  active: 'success',
  future: 'primary',
  archive: 'error',
}

/** spec 2 §9: the leaderboard shows 5 winners. */
export const LEADERBOARD_SIZE = 5
/** spec 2 §9: usernames cut to 6 characters plus ***. */
export const NICKNAME_VISIBLE_CHARS = 6

/** Status computed from dates (spec 2 §4); an end of null never ends (achievements). */
export function promoStatus(startAt: Date | string, endAt: Date | string | null, now: Date): PromoStatus {
  const start = new Date(startAt).getTime()
  if (now.getTime() < start) return 'future'
  if (endAt !== null && now.getTime() >= new Date(endAt).getTime()) return 'archive'
  return 'active'
}

/** The promotions page's three lists (spec 2 §4), each in its natural order. */
export function splitPromotions<T extends { start_at: string; end_at: string | null }>(
  items: readonly T[],
  now: Date,
): Record<PromoStatus, T[]> {
  const out: Record<PromoStatus, T[]> = { active: [], future: [], archive: [] }
  for (const item of items) out[promoStatus(item.start_at, item.end_at, now)].push(item)
  const time = (s: string | null) => (s === null ? Number.POSITIVE_INFINITY : new Date(s).getTime())
  out.active.sort((a, b) => time(a.end_at) - time(b.end_at)) // ends soonest first
  out.future.sort((a, b) => time(a.start_at) - time(b.start_at)) // starts soonest first
  out.archive.sort((a, b) => time(b.end_at) - time(a.end_at)) // ended last first
  return out
}

export interface CountdownParts {
  days: number
  hours: number
  minutes: number
  seconds: number
  /** True once the target is reached: the countdown stops and signals the end (spec 2 §4). */
  done: boolean
}

/** Time left to `target` in whole parts; the UI shows days only when nonzero (spec 2 §4). */
export function countdownParts(target: Date | string, now: Date): CountdownParts {
  const left = Math.max(0, Math.floor((new Date(target).getTime() - now.getTime()) / 1000))
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
    done: left === 0,
  }
}

/** spec 2 §9: first 6 characters plus *** (shorter names are still masked). */
export function maskNickname(nickname: string): string {
  return `${Array.from(nickname).slice(0, NICKNAME_VISIBLE_CHARS).join('')}***`
}

export const QUEST_SIZES = ['xs', 's', 'm', 'robot-s', 'robot-m'] as const
export type QuestSize = (typeof QUEST_SIZES)[number]
/** spec 2 §3: level counts per size. */
export const QUEST_LEVEL_COUNTS: Readonly<Record<QuestSize, number>> = {
  xs: 6,
  s: 15,
  m: 25,
  'robot-s': 15,
  'robot-m': 25,
}
export const DEFAULT_QUEST_SIZE: QuestSize = 'm'

export interface PromoIdentifier {
  isQuest: boolean
  isAchievement: boolean
  /** Contains 'nonvisible': dropped from lists (spec 2 §7 GET /api/tournaments). */
  hidden: boolean
  /** Contains 'ffc': hidden unless the test-quests flag is on (spec 2 §3). */
  test: boolean
  /** Quests: the second part split by '--', default m. */
  questSize: QuestSize | null
  /** Quests: the third part split by '--', else the whole identifier. */
  slug: string
}

function isQuestSize(x: string | undefined): x is QuestSize {
  return x !== undefined && (QUEST_SIZES as readonly string[]).includes(x)
}

/** spec 2 §3 identifier rules. */
export function parsePromoIdentifier(identifier: string): PromoIdentifier {
  const isAchievement = identifier.includes('achievement')
  const isQuest = !isAchievement && identifier.includes('quest')
  const parts = identifier.split('--')
  const size = parts[1]
  return {
    isQuest,
    isAchievement,
    hidden: identifier.includes('nonvisible'),
    test: identifier.includes('ffc'),
    questSize: isQuest || isAchievement ? (isQuestSize(size) ? size : DEFAULT_QUEST_SIZE) : null,
    slug: (isQuest || isAchievement) && parts[2] ? parts[2] : identifier,
  }
}

/** Whether a promo shows in a list: never when nonvisible; ffc ones only with test quests on. */
export function promoVisible(identifier: string, testQuests: boolean): boolean {
  const parsed = parsePromoIdentifier(identifier)
  return !parsed.hidden && (testQuests || !parsed.test)
}

/**
 * Reference rates (ADR 041): minor units of a currency worth 100 EUR cents, the same round values
 * the seeds and comp-point rates use. A currency without one (crypto) does not count in EUR terms.
 */
export const EUR_REFERENCE_RATES: Readonly<Record<string, number>> = {
  EUR: 100,
  USD: 100,
  AUD: 150,
  CAD: 150,
  NZD: 150,
  BRL: 500,
  NOK: 1_000,
  JPY: 150,
  KZT: 50_000,
  PLN: 400,
}

/** A stake in `currency` as EUR cents, rounded down; null when the currency has no rate. */
export function toEurCents(cents: number, currency: string): number | null {
  const rate = EUR_REFERENCE_RATES[currency]
  if (rate === undefined) return null
  return Math.floor((cents * 100) / rate)
}

/** An EUR requirement in `currency`, rounded up so it is never below the EUR figure; null without a rate. */
export function fromEurCents(eurCents: number, currency: string): number | null {
  const rate = EUR_REFERENCE_RATES[currency]
  if (rate === undefined) return null
  return Math.ceil((eurCents * rate) / 100)
}
