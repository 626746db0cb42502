// The gifts page's rules, pure (spec 2 §3 "Bonus/gift", §4, §5; spec 1 §5 O2; ADR 039): what is
// current and what is history, the header's gifts counter, live patches from `bonuses_changes` and
// `freespins_changes`, what a cancel loses, which notices are ignored and which operator gifts a
// player sees.

import type { PlayerBonus, PlayerFreeSpins } from '@croupier/contract/bonuses/player-bonus'
import type { AdditionalGift } from '@croupier/contract/config/get-additional-gifts'
import type { ModifyGiftsConfig } from '@croupier/contract/config/get-modify-gifts-config'
import { type Locale, localeFallbackChain } from '@croupier/rules/locale'

/** Stages a bonus or batch can still be acted on; every other stage is history. */
const CURRENT_STAGES: ReadonlySet<string> = new Set(['issued', 'activated'])

export function isCurrent(item: { stage: string }): boolean {
  return CURRENT_STAGES.has(item.stage)
}

/** Current items first by the config's order (group key), then history, newest first. */
export function splitGifts<T extends { stage: string; group_key: string; created_at: string }>(
  items: readonly T[],
  config?: Pick<ModifyGiftsConfig, 'gifts'> | null,
): { current: T[]; history: T[] } {
  const order = new Map((config?.gifts ?? []).map((gift) => [gift.groupKey, gift.order]))
  const rank = (item: T) => order.get(item.group_key) ?? Number.MAX_SAFE_INTEGER
  const newest = (a: T, b: T) => b.created_at.localeCompare(a.created_at)
  const current = items.filter(isCurrent).sort((a, b) => rank(a) - rank(b) || newest(a, b))
  const history = items.filter((item) => !isCurrent(item)).sort(newest)
  return { current, history }
}

/** spec 2 §2 H4: issued bonuses plus issued free-spin batches. */
export function giftsCount(
  bonuses: readonly Pick<PlayerBonus, 'stage'>[] | null,
  freeSpins: readonly Pick<PlayerFreeSpins, 'stage'>[] | null,
): number {
  const issued = (items: readonly { stage: string }[] | null) =>
    (items ?? []).filter((item) => item.stage === 'issued').length
  return issued(bonuses) + issued(freeSpins)
}

/** A `bonuses_changes` / `freespins_changes` payload; older platforms name the stage `status`. */
export interface GiftChange {
  id: string | number
  stage?: string
  status?: string
  balance_cents?: number
  wagered_cents?: number
  wager_required_cents?: number
  wagering_percent?: number
  remaining?: number
  won_cents?: number
}

export function changeStage(change: GiftChange): string | undefined {
  return change.stage ?? change.status
}

const NUMERIC_FIELDS = [
  'balance_cents',
  'wagered_cents',
  'wager_required_cents',
  'wagering_percent',
  'remaining',
  'won_cents',
] as const

/**
 * The change applied to the list it belongs to. `reload` is true when the list cannot be patched
 * (unknown id or another stage): the caller fetches it again (spec 2 §4).
 */
export function applyGiftChange<T extends { id: string; stage: string }>(
  items: readonly T[] | null,
  change: GiftChange,
): { items: T[] | null; reload: boolean } {
  const id = String(change.id)
  const known = items?.find((item) => item.id === id)
  const stage = changeStage(change)
  if (!items || !known || (stage !== undefined && stage !== known.stage))
    return { items: items ? [...items] : null, reload: true }
  const patch: Record<string, number> = {}
  for (const field of NUMERIC_FIELDS) {
    const value = change[field]
    if (typeof value === 'number' && field in known) patch[field] = value
  }
  return { items: items.map((item) => (item.id === id ? { ...item, ...patch } : item)), reload: false }
}

/** What cancelling takes away: the bonus money now held (bonus winnings included), or only the offer. */
export type CancelLoss = { kind: 'money'; cents: number; currency: string } | { kind: 'offer' }

export function cancelLoss(bonus: Pick<PlayerBonus, 'stage' | 'balance_cents' | 'currency'>): CancelLoss {
  return bonus.stage === 'activated'
    ? { kind: 'money', cents: bonus.balance_cents, currency: bonus.currency }
    : { kind: 'offer' }
}

/** Activate shows for an issued, activatable bonus or batch; Cancel while issued or activated. */
export function canActivate(item: { stage: string; activatable: boolean }): boolean {
  return item.stage === 'issued' && item.activatable
}

export function canCancel(item: { stage: string }): boolean {
  return isCurrent(item)
}

const normalise = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '')

/**
 * spec 1 §5 O2, spec 2 §5: a notice only for stage issued, and none for a gift of the wheel
 * tournaments the config names (our reading: the gift's group key names the tournament).
 */
export function shouldNotify(
  stage: string | undefined,
  groupKey: string,
  ignoredTournaments: readonly string[],
) {
  if (stage !== 'issued') return false
  const key = normalise(groupKey)
  return !ignoredTournaments.some(
    (tournament) => normalise(tournament) !== '' && key.includes(normalise(tournament)),
  )
}

/** An operator gift for everyone (no groups, no stags), else for a player in one group or from one stag. */
export function visibleAdditionalGifts(
  gifts: readonly AdditionalGift[],
  viewer: { groupIds: readonly number[]; stag: string | null },
): AdditionalGift[] {
  return gifts.filter((gift) => {
    if (gift.groupIds.length === 0 && gift.stags.length === 0) return true
    if (gift.groupIds.some((id) => viewer.groupIds.includes(id))) return true
    const stag = viewer.stag ?? ''
    return stag !== '' && gift.stags.some((wanted) => stag === wanted || stag.startsWith(`${wanted}_`))
  })
}

/** A config text in the locale, else along its fallback chain, else any. */
export function localText(text: Partial<Record<string, string>>, locale: Locale): string {
  for (const candidate of [locale, ...localeFallbackChain(locale), 'en']) {
    const value = text[candidate]
    if (value) return value
  }
  return Object.values(text).find(Boolean) ?? ''
}

/** The message key of a refused action (contract errors.ts codes), else the generic one. */
export function actionErrorKey(code: string | null | undefined): string {
  switch (code) {
    case 'BONUS_ACTIVE_EXISTS':
    case 'BONUS_NOT_ACTIVATABLE':
    case 'BONUS_NOT_ALLOWED':
    case 'NOT_FOUND':
      return `gifts.errors.${code}`
    default:
      return 'gifts.errors.generic'
  }
}
