// Jackpot pools (spec 2 §3 Jackpot, §2.5 tile jackpot amount): levels, contributions, the currency a
// visitor sees pools in, and the must-drop rule (ADR 041 "Jackpot wins"): each cycle's drop point is
// drawn by commit–reveal in (from, to] with to ≤ the level's ceiling, and the amount never passes it.
import { currencyForCountry, DEFAULT_CURRENCY } from './currency.ts'
import { drawMessage, hexToBytes, ROLL_HEX_DIGITS, SERVER_SEED_PATTERN } from './fairness.ts'

export const JACKPOT_LEVELS = ['level_1', 'level_2', 'level_3'] as const // spec 2 §3
export type JackpotLevelIdentifier = (typeof JACKPOT_LEVELS)[number]

/** Our choice: the fiat currencies that have pools of their own (every cashbox fiat but BRL, JPY, KZT). */
export const JACKPOT_CURRENCIES = ['EUR', 'USD', 'CAD', 'AUD', 'NZD', 'NOK'] as const

/** Our choice: a guest sees pools in their country's currency when it has pools, else in EUR. */
export function guestJackpotCurrency(country: string): string {
  const local = currencyForCountry(country)
  return (JACKPOT_CURRENCIES as readonly string[]).includes(local) ? local : DEFAULT_CURRENCY
}

/** A level's share of a real-money stake, rounded down to whole minor units. */
export function contributionCents(stakeCents: number, basisPoints: number): number {
  if (stakeCents <= 0 || basisPoints <= 0) return 0
  return Math.floor((stakeCents * basisPoints) / 10_000)
}

/** The HMAC's client seed of a level's cycle: public and fixed before the cycle starts. */
export const jackpotClientSeed = (levelId: number, cycle: number): string => `jackpot:${levelId}:${cycle}`

/**
 * The drop point an HMAC picks in (from, to]: from + 1 + floor(r × (to − from) / 2^52), r the HMAC's
 * first 52 bits. As r < 2^52 the offset is at most to − from − 1, so the point never passes `to`.
 */
export function dropPointFromHmac(hmacHex: string, fromCents: number, toCents: number): number {
  const head = hmacHex.slice(0, ROLL_HEX_DIGITS)
  if (!/^[0-9a-fA-F]{13}$/.test(head))
    throw new RangeError('dropPointFromHmac: hmac must start with 13 hex digits')
  if (!Number.isSafeInteger(fromCents) || !Number.isSafeInteger(toCents) || toCents <= fromCents)
    throw new RangeError('dropPointFromHmac: the range (from, to] must hold a whole minor unit')
  const span = BigInt(toCents - fromCents)
  return fromCents + 1 + Number((BigInt(`0x${head}`) * span) >> 52n)
}

export interface MustDropLevel {
  amountCents: number
  ceilingCents: number
  dropPointCents: number
  contributionBasisPoints: number
}

/**
 * A stake's effect on a must-drop level: the share is added up to the ceiling (what would pass it is
 * never taken into the pool) and the stake wins when the amount reaches the drop point. As the drop
 * point is at most the ceiling, the level drops at or before its ceiling.
 */
export function applyStake(level: MustDropLevel, stakeCents: number): { amountCents: number; wins: boolean } {
  const share = contributionCents(stakeCents, level.contributionBasisPoints)
  const amountCents = Math.min(level.amountCents + share, Math.max(level.ceilingCents, level.amountCents))
  return { amountCents, wins: amountCents >= level.dropPointCents }
}

export interface DropPointProof {
  server_seed: string
  server_seed_hash: string
  client_seed: string
  drop_from_cents: number
  drop_to_cents: number
  drop_point_cents: number
}

/** Recomputes a revealed drop point with Web Crypto (browser and Node alike). */
export async function verifyDropPoint(
  proof: DropPointProof,
): Promise<{ hashMatches: boolean; dropPointMatches: boolean }> {
  if (!SERVER_SEED_PATTERN.test(proof.server_seed)) return { hashMatches: false, dropPointMatches: false }
  const subtle = globalThis.crypto.subtle
  const seed = hexToBytes(proof.server_seed)
  const hex = (buffer: ArrayBuffer) =>
    Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('')
  const hash = hex(await subtle.digest('SHA-256', seed))
  const key = await subtle.importKey('raw', seed, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const hmac = hex(
    await subtle.sign('HMAC', key, new TextEncoder().encode(drawMessage(proof.client_seed, 0))),
  )
  return {
    hashMatches: hash === proof.server_seed_hash.toLowerCase(),
    dropPointMatches:
      dropPointFromHmac(hmac, proof.drop_from_cents, proof.drop_to_cents) === proof.drop_point_cents,
  }
}
