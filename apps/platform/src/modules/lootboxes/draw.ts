// The platform's own draw (ADR 040): a fresh 32-byte server seed committed by its sha256, and the
// prize picked by rules/fairness.ts#pickWeighted from HMAC-SHA256(server_seed, client_seed:nonce).
// Activation calls exactly drawPrize, so the distribution test measures what players get.
import { createHash, createHmac, randomBytes } from 'node:crypto'
import { drawMessage, hexToBytes, pickWeighted } from '@croupier/rules/fairness'

export interface ServerSeed {
  seed: string
  hash: string
}

export function newServerSeed(): ServerSeed {
  const bytes = randomBytes(32)
  return { seed: bytes.toString('hex'), hash: createHash('sha256').update(bytes).digest('hex') }
}

/** The client seed the platform picks when the player sends none. */
export const newClientSeed = (): string => randomBytes(16).toString('hex')

export interface Draw {
  hmac: string
  index: number
}

export function drawPrize(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  weights: readonly number[],
): Draw {
  const hmac = createHmac('sha256', hexToBytes(serverSeed))
    .update(drawMessage(clientSeed, nonce))
    .digest('hex')
  return { hmac, index: pickWeighted(hmac, weights).index }
}
