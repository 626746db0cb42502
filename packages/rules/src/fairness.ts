// Provably fair draws (ADR 040, ARCHITECTURE "Fairness and draws"): the platform commits to
// sha256(server_seed) before the draw; h = HMAC-SHA256(server_seed, client_seed + ":" + nonce)
// decides it. The server seed travels as 64 hex digits; hash and HMAC key take its 32 bytes.

/** Hex digits of h that make the roll: 13 × 4 = 52 bits (ADR 040). */
export const ROLL_HEX_DIGITS = 13
const ROLL_BITS = 52n
/** A server seed as shown: 32 bytes in hex. */
export const SERVER_SEED_PATTERN = /^[0-9a-fA-F]{64}$/

export interface DrawProof {
  server_seed: string
  server_seed_hash: string
  client_seed: string
  nonce: number
  hmac: string
}

export interface DrawCheck {
  /** sha256(server_seed) is the hash committed before the draw. */
  hashMatches: boolean
  /** The revealed hmac is HMAC-SHA256(server_seed, client_seed:nonce). */
  hmacMatches: boolean
  /** The item the recomputed hmac picks from these weights. */
  index: number
}

/** The message the HMAC signs. */
export const drawMessage = (clientSeed: string, nonce: number): string => `${clientSeed}:${nonce}`

/**
 * The item whose cumulative weight range holds floor(r × total / 2^52), r the first 13 hex digits
 * of `hmacHex`; exact in BigInt. `roll` is that position in [0, total). Zero weights never win.
 */
export function pickWeighted(hmacHex: string, weights: readonly number[]): { index: number; roll: bigint } {
  const head = hmacHex.slice(0, ROLL_HEX_DIGITS)
  if (!/^[0-9a-fA-F]{13}$/.test(head))
    throw new RangeError('pickWeighted: hmac must start with 13 hex digits')
  let total = 0n
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 0)
      throw new RangeError('pickWeighted: weights are non-negative integers')
    total += BigInt(weight)
  }
  if (total === 0n) throw new RangeError('pickWeighted: weights sum to zero')
  const roll = (BigInt(`0x${head}`) * total) >> ROLL_BITS
  let upper = 0n
  for (const [index, weight] of weights.entries()) {
    upper += BigInt(weight)
    if (roll < upper) return { index, roll }
  }
  /* v8 ignore next */
  throw new Error('pickWeighted: unreachable')
}

export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) throw new RangeError('hexToBytes: not hex')
  const bytes = new Uint8Array(hex.length / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return bytes
}

const toHex = (buffer: ArrayBuffer): string =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('')

/** Recomputes a draw with Web Crypto (browser and Node alike). A malformed seed matches nothing. */
export async function verifyDraw(proof: DrawProof, weights: readonly number[]): Promise<DrawCheck> {
  const subtle = globalThis.crypto.subtle
  if (!SERVER_SEED_PATTERN.test(proof.server_seed))
    return { hashMatches: false, hmacMatches: false, index: -1 }
  const seed = hexToBytes(proof.server_seed)
  const hash = toHex(await subtle.digest('SHA-256', seed))
  const key = await subtle.importKey('raw', seed, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const message = new TextEncoder().encode(drawMessage(proof.client_seed, proof.nonce))
  const hmac = toHex(await subtle.sign('HMAC', key, message))
  return {
    hashMatches: hash === proof.server_seed_hash.toLowerCase(),
    hmacMatches: hmac === proof.hmac.toLowerCase(),
    index: pickWeighted(hmac, weights).index,
  }
}

/** Equal chances among `count` tickets: pickWeighted with every weight 1, without the array. */
export function pickUniform(hmacHex: string, count: number): { index: number; roll: bigint } {
  const head = hmacHex.slice(0, ROLL_HEX_DIGITS)
  if (!/^[0-9a-fA-F]{13}$/.test(head)) throw new RangeError('pickUniform: hmac must start with 13 hex digits')
  if (!Number.isSafeInteger(count) || count <= 0)
    throw new RangeError('pickUniform: count is a positive integer')
  const roll = (BigInt(`0x${head}`) * BigInt(count)) >> ROLL_BITS
  return { index: Number(roll), roll }
}

/** A lottery's client seed is sha256 of its ticket ids in ascending order joined by "," (ADR 041). */
export const ticketSeedMessage = (ticketIds: readonly string[]): string => ticketIds.join(',')

export interface TicketPick {
  place: number
  nonce: number
  hmac: string
  roll: string
  ticket_id: string
}

export interface TicketDrawProof {
  server_seed: string
  server_seed_hash: string
  client_seed: string
  ticket_ids: readonly string[]
  picks: readonly TicketPick[]
}

export interface TicketDrawCheck {
  hashMatches: boolean
  clientSeedMatches: boolean
  /** Every pick's hmac, roll and ticket recompute: place n draws among the tickets not yet drawn. */
  picksMatch: boolean
  valid: boolean
}

/** Recomputes a lottery draw with Web Crypto (browser and Node alike). */
export async function verifyTicketDraw(proof: TicketDrawProof): Promise<TicketDrawCheck> {
  const subtle = globalThis.crypto.subtle
  const fail = { hashMatches: false, clientSeedMatches: false, picksMatch: false, valid: false }
  if (!SERVER_SEED_PATTERN.test(proof.server_seed)) return fail
  const seed = hexToBytes(proof.server_seed)
  const hashMatches = toHex(await subtle.digest('SHA-256', seed)) === proof.server_seed_hash.toLowerCase()
  const seedMessage = new TextEncoder().encode(ticketSeedMessage(proof.ticket_ids))
  const clientSeedMatches =
    toHex(await subtle.digest('SHA-256', seedMessage)) === proof.client_seed.toLowerCase()
  const key = await subtle.importKey('raw', seed, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const left = [...proof.ticket_ids]
  let picksMatch = proof.picks.length <= proof.ticket_ids.length
  for (const pick of proof.picks) {
    if (!picksMatch || left.length === 0) break
    const message = new TextEncoder().encode(drawMessage(proof.client_seed, pick.nonce))
    const hmac = toHex(await subtle.sign('HMAC', key, message))
    const { index, roll } = pickUniform(hmac, left.length)
    const [ticket] = left.splice(index, 1)
    picksMatch =
      hmac === pick.hmac.toLowerCase() && roll.toString() === pick.roll && ticket === pick.ticket_id
  }
  return { hashMatches, clientSeedMatches, picksMatch, valid: hashMatches && clientSeedMatches && picksMatch }
}
