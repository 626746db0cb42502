// A level cycle's commitment (ADR 041): a fresh 32-byte server seed, its sha256 published, and the
// drop point rules/jackpots.ts#dropPointFromHmac picks in (from, to] from HMAC(seed, client seed:0).
import { createHash, createHmac, randomBytes } from 'node:crypto'
import { drawMessage } from '@croupier/rules/fairness'
import { dropPointFromHmac, jackpotClientSeed } from '@croupier/rules/jackpots'

export interface CycleCommitment {
  serverSeed: string
  serverSeedHash: string
  dropFromCents: number
  dropToCents: number
  dropPointCents: number
}

export function commitCycle(
  levelId: number,
  cycle: number,
  fromCents: number,
  toCents: number,
): CycleCommitment {
  const bytes = randomBytes(32)
  const hmac = createHmac('sha256', bytes)
    .update(drawMessage(jackpotClientSeed(levelId, cycle), 0))
    .digest('hex')
  return {
    serverSeed: bytes.toString('hex'),
    serverSeedHash: createHash('sha256').update(bytes).digest('hex'),
    dropFromCents: fromCents,
    dropToCents: toCents,
    dropPointCents: dropPointFromHmac(hmac, fromCents, toCents),
  }
}
