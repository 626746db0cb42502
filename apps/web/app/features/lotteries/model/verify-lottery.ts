// Recomputes a lottery draw in the browser (ADR 041, ADR 040 fairness): the server seed hashes to
// the hash committed at creation, the client seed is the SHA-256 of the ordered ticket ids, and for
// each place n pickWeighted(HMAC(server_seed, client_seed:n)) over the tickets not yet drawn picks
// that place's ticket. Web Crypto only, so it runs in any browser and in Node.
import { verifyDraw } from '@croupier/rules/fairness'
import type { LotteryProofView, LotteryWinnerView } from './lottery-view'

/** The ticket ids' separator in the client seed's preimage (ADR 041). */
export const TICKET_ID_SEPARATOR = ','

export interface LotteryCheck {
  verified: boolean
  /** Each place's ticket as recomputed here. */
  tickets: { place: number; ticket_id: string | null }[]
}

const toHex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('')

export async function clientSeedOf(ticketIds: readonly string[]): Promise<string> {
  const bytes = new TextEncoder().encode(ticketIds.join(TICKET_ID_SEPARATOR))
  return toHex(await globalThis.crypto.subtle.digest('SHA-256', bytes))
}

export async function verifyLottery(
  proof: LotteryProofView,
  winners: readonly LotteryWinnerView[],
): Promise<LotteryCheck> {
  if (!proof.server_seed || !proof.client_seed) return { verified: false, tickets: [] }
  let verified = (await clientSeedOf(proof.ticket_ids)) === proof.client_seed.toLowerCase()
  const left = [...proof.ticket_ids]
  const tickets: LotteryCheck['tickets'] = []
  for (const draw of [...proof.draws].sort((a, b) => a.place - b.place)) {
    if (left.length === 0) break
    const check = await verifyDraw(
      {
        server_seed: proof.server_seed,
        server_seed_hash: proof.server_seed_hash,
        client_seed: proof.client_seed,
        nonce: draw.nonce,
        hmac: draw.hmac,
      },
      left.map(() => 1),
    )
    const ticket = check.index >= 0 ? (left.splice(check.index, 1)[0] ?? null) : null
    tickets.push({ place: draw.place, ticket_id: ticket })
    const winner = winners.find((entry) => entry.place === draw.place)
    verified &&= check.hashMatches && check.hmacMatches && winner?.ticket_id === ticket
  }
  verified &&= tickets.length === winners.length
  return { verified, tickets }
}
