// What the lootbox pages show (spec 2 §3 "Lootbox", §4 "Lootbox: issued available; activated used,
// shown only the same day; expired excluded"), which wheel a page draws (config wheel-config by
// path, its audience by user group) and how many spins the player holds on it. Pure: the clock and
// randomness are arguments.
import type { WheelConfig } from '@croupier/contract/config/get-wheel-config'
import type { Lootbox, LootboxItem } from '@croupier/contract/lootboxes/lootbox'

export type Wheel = WheelConfig['wheels'][number]

const sameUtcDay = (a: Date, b: Date) => a.toISOString().slice(0, 10) === b.toISOString().slice(0, 10)

/** Issued boxes still valid, then boxes opened today; expired ones never (spec 2 §4). */
export function visibleLootboxes(lootboxes: readonly Lootbox[], now: Date): Lootbox[] {
  const open = lootboxes.filter(
    (box) => box.stage === 'issued' && (box.valid_until === null || new Date(box.valid_until) > now),
  )
  const today = lootboxes.filter(
    (box) =>
      box.stage === 'activated' && box.activated_at !== null && sameUtcDay(new Date(box.activated_at), now),
  )
  return [...open, ...today]
}

/** The list's boxes: not the wheel's spins, which live on their wheel's page. */
export function listLootboxes(lootboxes: readonly Lootbox[], now: Date): Lootbox[] {
  return visibleLootboxes(lootboxes, now).filter((box) => box.wheel_id === null)
}

/** The player's unused spins on one wheel, oldest first (the one that expires soonest spins first). */
export function wheelSpins(lootboxes: readonly Lootbox[], wheelId: string, now: Date): Lootbox[] {
  return visibleLootboxes(lootboxes, now)
    .filter((box) => box.stage === 'issued' && box.wheel_id === wheelId)
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
}

/** The wheel a page path names (`/rocketmart-wheel`, `/{product}-wheel`), locale prefix removed. */
export function wheelAtPath(config: WheelConfig | null, path: string): Wheel | null {
  const clean = path.replace(/\/+$/, '') || '/'
  return config?.wheels.find((wheel) => wheel.path === clean) ?? null
}

/** Whether the wheel's audience holds the player: no groups means everyone (spec 1 §6). */
export function isWheelGroupMember(wheel: Wheel, groupIds: readonly number[]): boolean {
  return wheel.groupIds.length === 0 || wheel.groupIds.some((id) => groupIds.includes(id))
}

/**
 * The wheel a menu link leads to (no dead ends): the first wheel the player holds a spin on, else
 * the first wheel restricted to one of the player's groups; none for everyone else.
 */
export function menuWheel(
  config: WheelConfig | null,
  groupIds: readonly number[],
  lootboxes: readonly Lootbox[],
  now: Date,
): Wheel | null {
  const wheels = config?.wheels ?? []
  const withSpin = wheels.find((wheel) => wheelSpins(lootboxes, wheel.id, now).length > 0)
  if (withSpin) return withSpin
  return wheels.find((wheel) => wheel.groupIds.some((id) => groupIds.includes(id))) ?? null
}

/** The drawn item of an opened box. */
export function prizeOf(box: Lootbox): LootboxItem | null {
  if (box.prize_index === null) return null
  return box.items[box.prize_index] ?? null
}

/** A fresh client seed: 16 hex digits from the caller's random bytes (crypto.getRandomValues). */
export function newClientSeed(bytes: Uint8Array): string {
  return Array.from(bytes.slice(0, 8), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The client seed the player may send: printable ASCII, 1–64 characters (contract ClientSeedSchema). */
export function isValidClientSeed(seed: string): boolean {
  return /^[\x20-\x7e]{1,64}$/.test(seed)
}
