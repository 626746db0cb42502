// Player groups (statuses) that drive features (spec 1 §6, §4).

export const LT_IBAN_GROUP = 1101 // spec 1 §9: group 1101 for LT IBANs
export const TESTER_GROUP = 21 // spec 1 §6: tester sees all pages even if disabled
export const NOTICES_GROUP = 916 // spec 1 §6: enables notices
export const MULTI_ACCOUNT_GROUP = 100 // spec 1 §6
export const LIVE_CHAT_GROUP = 545 // spec 1 §6: selects live chat instead of the chat widget
export const WELCOME_PACK_GROUP = 131811 // spec 1 §6: group or partner stag 131811
export const AB_GROUP_A = 543 // spec 1 §6: A/B groups 543/544 by user id parity
export const AB_GROUP_B = 544 // spec 1 §6
export const VIP_ADVENTURE_PRIZE_GROUP = 791 // spec 1 §6: enables the VIP adventure prize table
export const INSTALLED_APP_GROUP = 1401 // spec 1 §4, §6: hides the install notice
export const NEW_PROVIDER_TARGET_GROUPS: readonly number[] = [851, 1030] // spec 1 §4
export const NEW_PROVIDER_SHOWN_GROUPS: readonly number[] = [859, 1056] // spec 1 §4

export type VipStatus = 'diamond' | 'platinum' | 'gold' | 'silver' | 'bronze' | 'regular'

/** spec 1 §6: VIP groups in priority order; the first matching group gives the status. */
export const VIP_GROUPS: readonly { id: number; status: Exclude<VipStatus, 'regular'> }[] = [
  { id: 759, status: 'diamond' },
  { id: 255, status: 'platinum' },
  { id: 259, status: 'gold' },
  { id: 258, status: 'silver' },
  { id: 257, status: 'bronze' },
]

/** spec 1 §6: status from the first VIP group (in priority order) the player is in, else regular. */
export function vipStatus(groupIds: readonly number[]): VipStatus {
  return VIP_GROUPS.find((g) => groupIds.includes(g.id))?.status ?? 'regular'
}

export function isTester(groupIds: readonly number[]): boolean {
  return groupIds.includes(TESTER_GROUP)
}

export function hasNotices(groupIds: readonly number[]): boolean {
  return groupIds.includes(NOTICES_GROUP)
}

export function isMultiAccount(groupIds: readonly number[]): boolean {
  return groupIds.includes(MULTI_ACCOUNT_GROUP)
}

export function usesLiveChat(groupIds: readonly number[]): boolean {
  return groupIds.includes(LIVE_CHAT_GROUP)
}

export function hasInstalledApp(groupIds: readonly number[]): boolean {
  return groupIds.includes(INSTALLED_APP_GROUP)
}

/** spec 1 §4: target group member who has not yet been shown the new-provider popup. */
export function shouldShowNewProvider(groupIds: readonly number[]): boolean {
  return (
    NEW_PROVIDER_TARGET_GROUPS.some((g) => groupIds.includes(g)) &&
    !NEW_PROVIDER_SHOWN_GROUPS.some((g) => groupIds.includes(g))
  )
}

/**
 * The was-shown group to add when the popup closes: the one paired (by position) with the
 * player's target group, e.g. 851 → 859 and 1030 → 1056. Null when not in a target group.
 */
export function newProviderShownGroup(groupIds: readonly number[]): number | null {
  const i = NEW_PROVIDER_TARGET_GROUPS.findIndex((g) => groupIds.includes(g))
  return i < 0 ? null : (NEW_PROVIDER_SHOWN_GROUPS[i] ?? null)
}

/**
 * spec 1 §4, §6: A/B group by user id parity: even → 543 (A), odd → 544 (B). For a text id the
 * parity of its last hexadecimal digit is used (so a UUID works as well as '12345'); a text id
 * with no hex digit falls into A.
 */
export function abGroupForUserId(userId: number | string): number {
  let odd: boolean
  if (typeof userId === 'number') {
    odd = Math.abs(Math.trunc(userId)) % 2 === 1
  } else {
    const hex = /[0-9a-f](?=[^0-9a-f]*$)/i.exec(userId)
    odd = hex ? Number.parseInt(hex[0], 16) % 2 === 1 : false
  }
  return odd ? AB_GROUP_B : AB_GROUP_A
}

/** spec 1 §4: A=0, B=1 by group membership; null when the A/B registration flag is off or the player is in neither group. */
export function abVariant(groupIds: readonly number[], flagOn: boolean): 'A' | 'B' | null {
  if (!flagOn) return null
  if (groupIds.includes(AB_GROUP_A)) return 'A'
  if (groupIds.includes(AB_GROUP_B)) return 'B'
  return null
}

/**
 * spec 1 §6: welcome pack for group 131811 or partner stag 131811. A stag is '<affiliate>_<campaign…>',
 * so a stag matches when it is 131811 or starts with '131811_'.
 */
export function hasWelcomePack(groupIds: readonly number[], partnerStag?: string | null): boolean {
  const stag = (partnerStag ?? '').trim()
  const id = String(WELCOME_PACK_GROUP)
  return groupIds.includes(WELCOME_PACK_GROUP) || stag === id || stag.startsWith(`${id}_`)
}

/** Group ids from the user's statuses list (spec 1 §3: statuses are id and name). */
export function groupIdsOf(statuses: readonly { id: number | string }[] | null | undefined): number[] {
  return (statuses ?? []).map((s) => Number(s.id)).filter((n) => Number.isInteger(n))
}
