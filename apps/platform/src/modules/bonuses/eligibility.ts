// Who may be issued a bonus (ADR 039 "Who gets bonuses"): never a self-excluded, cooling-off or
// restricted player, never when can_issue_bonuses is off or the player is a multi-account (group
// 100); promotional offers never for a partner stag listed in config `excluded-promo-stags`, and not
// OFFERED (listed) with receive_promos off, though a code the player enters themselves is honoured
// (entering it is the player's request); a definition with groups or stags only for a player in one of them.
import { ExcludedPromoStagsSchema } from '@croupier/contract/config/get-excluded-promo-stags'
import { isMultiAccount } from '@croupier/rules/groups'
import { type Locale, normaliseLocale } from '@croupier/rules/locale'
import type { Database } from '../../db/client.ts'
import { readOptionalConfig } from '../config/config.service.ts'
import { assertNotRestricted, RestrictedError } from '../limits/enforcement.service.ts'
import { listPlayerGroups } from '../player/groups.service.ts'
import type { Executor } from '../wallet/ledger.service.ts'
import type { Definition } from './definitions.ts'
import { findPlayerRow, type PlayerRow } from './offers.repository.ts'

export type { PlayerRow } from './offers.repository.ts'

export interface Viewer {
  player: PlayerRow
  groupIds: number[]
  locale: Locale
}

export async function loadViewer(db: Executor, playerId: number): Promise<Viewer | undefined> {
  const player = await findPlayerRow(db, playerId)
  if (!player) return undefined
  const groupIds = (await listPlayerGroups(db, playerId)).map((group) => group.id)
  return { player, groupIds, locale: normaliseLocale(player.locale) ?? 'en' }
}

/** A partner stag matches a listed one when equal or `<listed>_<campaign…>`. */
export function stagMatches(stag: string | null, listed: readonly string[]): boolean {
  const own = (stag ?? '').trim()
  if (!own) return false
  return listed.some((entry) => own === entry || own.startsWith(`${entry}_`))
}

/** The player may be issued bonuses at all (restrictions, can_issue_bonuses, multi-account). */
export async function bonusesAllowed(db: Executor, viewer: Viewer, now: Date): Promise<boolean> {
  if (!viewer.player.canIssueBonuses || isMultiAccount(viewer.groupIds)) return false
  try {
    await assertNotRestricted(db, viewer.player.id, now)
    return true
  } catch (error) {
    if (error instanceof RestrictedError) return false
    throw error
  }
}

/** Promotional definitions are refused to a partner stag listed in config `excluded-promo-stags`. */
export async function promoStagExcluded(db: Executor, viewer: Viewer): Promise<boolean> {
  const excluded = await readOptionalConfig(db as Database, 'excluded-promo-stags', ExcludedPromoStagsSchema)
  return stagMatches(viewer.player.stag, excluded?.stags ?? [])
}

/** Promotional offers are listed only with receive_promos on and a partner stag not excluded. */
export async function promosAllowed(db: Executor, viewer: Viewer): Promise<boolean> {
  return viewer.player.receivePromos && !(await promoStagExcluded(db, viewer))
}

/** The definition's audience: everyone when it names no group or stag. */
export function fitsAudience(definition: Definition, viewer: Viewer): boolean {
  if (definition.groupIds.length === 0 && definition.stags.length === 0) return true
  return (
    definition.groupIds.some((id) => viewer.groupIds.includes(id)) ||
    stagMatches(viewer.player.stag, definition.stags)
  )
}

/**
 * Everything but the definition's own conditions (deposit, step): may this player get it?
 * `offered`: we offer it (a list); otherwise the player asked for it (a code they entered), which
 * receive_promos off does not refuse.
 */
export async function mayReceive(
  db: Executor,
  viewer: Viewer,
  definition: Definition,
  now: Date,
  mode: 'offered' | 'requested' = 'offered',
): Promise<boolean> {
  if (!fitsAudience(definition, viewer)) return false
  if (!(await bonusesAllowed(db, viewer, now))) return false
  if (!definition.promotional) return true
  if (mode === 'offered') return promosAllowed(db, viewer)
  return !(await promoStagExcluded(db, viewer))
}
