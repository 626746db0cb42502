// VIP statuses and loyalty levels (spec 1 §9 K17, spec 2 §3 "VIP progress", §9 K8; ADR 040): the
// ladder per currency, the status a quarter's totals earn, the progress towards the next status,
// quarter and week boundaries (UTC), the level of persistent comp points and the status perks.
import { VIP_GROUPS, type VipStatus } from './groups.ts'

export type { VipStatus }

/** Low to high. */
export const VIP_STATUS_ORDER: readonly VipStatus[] = [
  'regular',
  'bronze',
  'silver',
  'gold',
  'platinum',
  'diamond',
]

export interface Thresholds {
  depositCents: number
  betCents: number
}

export interface VipTotals {
  depositCents: number
  betCents: number
}

/** spec 1 §9 K17: the bronze pair per currency (NOK, PLN and JPY as USD). */
export const BRONZE_THRESHOLDS: Readonly<Record<string, Thresholds>> = {
  EUR: { depositCents: 600_000, betCents: 6_000_000 },
  USD: { depositCents: 600_000, betCents: 6_000_000 },
  NOK: { depositCents: 600_000, betCents: 6_000_000 },
  PLN: { depositCents: 600_000, betCents: 6_000_000 },
  JPY: { depositCents: 600_000, betCents: 6_000_000 },
  AUD: { depositCents: 900_000, betCents: 9_000_000 },
  CAD: { depositCents: 900_000, betCents: 9_000_000 },
  NZD: { depositCents: 900_000, betCents: 9_000_000 },
  BRL: { depositCents: 3_000_000, betCents: 30_000_000 },
}

/** spec 2 §9 K8: an unknown currency (and the client's fallback) uses these. */
export const FALLBACK_THRESHOLDS: Thresholds = { depositCents: 900_000, betCents: 9_000_000 }

/** ADR 040: each status is the bronze pair times its step. */
export const STATUS_STEPS: Readonly<Record<VipStatus, number>> = {
  regular: 0,
  bronze: 1,
  silver: 2,
  gold: 5,
  platinum: 10,
  diamond: 25,
}

/** ADR 040: comp points per stake, percent of the regular rate. */
export const STATUS_MULTIPLIER_PERCENT: Readonly<Record<VipStatus, number>> = {
  regular: 100,
  bronze: 110,
  silver: 120,
  gold: 135,
  platinum: 150,
  diamond: 200,
}

/** ADR 040: the least weekly cashback of a status (the level's percent counts when higher). */
export const STATUS_CASHBACK_PERCENT: Readonly<Record<VipStatus, number>> = {
  regular: 0,
  bronze: 5,
  silver: 7,
  gold: 10,
  platinum: 12,
  diamond: 15,
}

export function statusRank(status: VipStatus): number {
  return VIP_STATUS_ORDER.indexOf(status)
}

export function higherStatus(a: VipStatus, b: VipStatus): VipStatus {
  return statusRank(a) >= statusRank(b) ? a : b
}

/** The status one above, null at diamond. */
export function nextStatusOf(status: VipStatus): VipStatus | null {
  return VIP_STATUS_ORDER[statusRank(status) + 1] ?? null
}

/** The player group of a status (spec 1 §6); null for regular. */
export function statusGroupId(status: VipStatus): number | null {
  return VIP_GROUPS.find((g) => g.status === status)?.id ?? null
}

/** Comp-point multiplier of a status in percent (regular 100). */
export function statusMultiplier(status: VipStatus): number {
  return STATUS_MULTIPLIER_PERCENT[status]
}

export function statusThresholds(status: VipStatus, currency: string): Thresholds {
  const base = BRONZE_THRESHOLDS[currency] ?? FALLBACK_THRESHOLDS
  const step = STATUS_STEPS[status]
  return { depositCents: base.depositCents * step, betCents: base.betCents * step }
}

/** A status is reached when either sum reaches its threshold (ADR 040). */
export function statusFor(totals: VipTotals, currency: string): VipStatus {
  let earned: VipStatus = 'regular'
  for (const status of VIP_STATUS_ORDER) {
    if (status === 'regular') continue
    const t = statusThresholds(status, currency)
    if (totals.depositCents >= t.depositCents || totals.betCents >= t.betCents) earned = status
  }
  return earned
}

export interface HeldStatus {
  status: VipStatus
  /** End of the holding (exclusive); null for lifelong diamond or regular. */
  heldUntil: Date | null
}

export interface VipProgress {
  currency: string
  currentStatus: VipStatus
  activeStatus: VipStatus
  nextStatus: VipStatus | null
  depositThresholdCents: number
  depositAmountCents: number
  betSumCents: number
  betSumThresholdCents: number
  overallProgress: number
  heldUntil: Date | null
}

/** The held status at `now`: diamond forever, others while `heldUntil` is ahead. */
export function stillHeld(held: HeldStatus | null, now: Date): VipStatus {
  if (!held) return 'regular'
  if (held.status === 'diamond') return 'diamond'
  return held.heldUntil && held.heldUntil.getTime() > now.getTime() ? held.status : 'regular'
}

/** Whole percent of `amount` towards `threshold`, floor, 0–100. */
export function sharePercent(amount: number, threshold: number): number {
  if (threshold <= 0) return 100
  return Math.min(100, Math.floor((Math.max(0, amount) * 100) / threshold))
}

/**
 * Progress towards the status above the active one (spec 2 §3): the larger of the deposit and bet
 * shares; at diamond the thresholds are diamond's and progress is 100.
 */
export function vipProgress(input: {
  totals: VipTotals
  currency: string
  held: HeldStatus | null
  now: Date
}): VipProgress {
  const { totals, currency, held, now } = input
  const currentStatus = statusFor(totals, currency)
  const activeStatus = higherStatus(currentStatus, stillHeld(held, now))
  const nextStatus = nextStatusOf(activeStatus)
  const t = statusThresholds(nextStatus ?? activeStatus, currency)
  const overallProgress = nextStatus
    ? Math.max(sharePercent(totals.depositCents, t.depositCents), sharePercent(totals.betCents, t.betCents))
    : 100
  return {
    currency,
    currentStatus,
    activeStatus,
    nextStatus,
    depositThresholdCents: t.depositCents,
    depositAmountCents: totals.depositCents,
    betSumCents: totals.betCents,
    betSumThresholdCents: t.betCents,
    overallProgress,
    heldUntil: heldUntilOf(activeStatus, currentStatus, held, now),
  }
}

function heldUntilOf(active: VipStatus, current: VipStatus, held: HeldStatus | null, now: Date): Date | null {
  if (active === 'regular' || active === 'diamond') return null
  // Earned this quarter: holds to the end of the next one, or longer if held so already.
  const earnedUntil = active === current ? quarterEnd(quarterEnd(now)) : null
  const heldUntil = held && held.status === active ? held.heldUntil : null
  if (earnedUntil && heldUntil) return earnedUntil.getTime() >= heldUntil.getTime() ? earnedUntil : heldUntil
  return earnedUntil ?? heldUntil
}

export interface Quarter {
  /** e.g. '2026-Q4'. */
  key: string
  start: Date
  /** Exclusive: the next quarter's start. */
  end: Date
}

/** The calendar quarter (UTC) holding `date`. */
export function quarterOf(date: Date): Quarter {
  const year = date.getUTCFullYear()
  const q = Math.floor(date.getUTCMonth() / 3)
  return {
    key: `${year}-Q${q + 1}`,
    start: new Date(Date.UTC(year, q * 3, 1)),
    end: new Date(Date.UTC(year, q * 3 + 3, 1)),
  }
}

/** The end (exclusive) of the quarter holding `date`. */
export function quarterEnd(date: Date): Date {
  return quarterOf(date).end
}

/** The quarter that ended last at `now` (the one before `now`'s quarter). */
export function previousQuarter(now: Date): Quarter {
  return quarterOf(new Date(quarterOf(now).start.getTime() - 1))
}

export interface Week {
  /** The Monday it starts, e.g. '2026-11-23'. */
  key: string
  start: Date
  end: Date
}

const DAY_MS = 86_400_000

/** The week (Monday 00:00 UTC to the next Monday) holding `date`. */
export function weekOf(date: Date): Week {
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7
  const start = new Date(day - sinceMonday * DAY_MS)
  return { key: start.toISOString().slice(0, 10), start, end: new Date(start.getTime() + 7 * DAY_MS) }
}

/** The week that ended last at `now` (the weekly cashback's week). */
export function previousWeek(now: Date): Week {
  return weekOf(new Date(weekOf(now).start.getTime() - 1))
}

/** Cashback on a net cash loss (bets − wins); nothing on a net win. Floor to whole cents. */
export function cashbackCents(betCents: number, winCents: number, percent: number): number {
  const loss = betCents - winCents
  return loss > 0 && percent > 0 ? Math.floor((loss * percent) / 100) : 0
}

export interface LevelStep {
  number: number
  /** Persistent points where the level starts. */
  minPoints: number
}

/** The last level whose start `points` reached (levels in any order; the first when none). */
export function levelFor<L extends LevelStep>(points: number, levels: readonly L[]): L {
  const sorted = [...levels].sort((a, b) => a.minPoints - b.minPoints)
  const first = sorted[0]
  if (!first) throw new Error('no levels')
  return sorted.reduce((found, level) => (points >= level.minPoints ? level : found), first)
}

/** Whole percent from the level's start to the next one's (floor); 100 at the last level. */
export function levelProgress(points: number, level: LevelStep, next: LevelStep | null): number {
  if (!next) return 100
  return sharePercent(points - level.minPoints, next.minPoints - level.minPoints)
}
