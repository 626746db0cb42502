// Limit enforcement for play and payments: the checks they run before money moves, and the
// `limit.reached` event a refusal leaves behind in a transaction of its own (the refused change
// rolls back; the player still hears `game_limits` at once).
import type { Database } from '../../db/client.ts'
import { emitEventNow } from '../events/events.service.ts'
import { LimitReachedError, RestrictedError } from './limits.enforcement.ts'

export {
  assertBetAllowed,
  assertDepositAllowed,
  assertNotRestricted,
  assertPlayAllowed,
  depositLimitPassedByCredit,
  LimitReachedError,
  RestrictedError,
} from './limits.enforcement.ts'

/** Writes `limit.reached` for a limit refusal; false for any other error. */
export async function recordLimitRefusal(db: Database, error: unknown): Promise<boolean> {
  if (error instanceof LimitReachedError) {
    await emitEventNow(db, {
      type: 'limit.reached',
      payload: { player_id: error.limit.playerId, limit_id: error.limit.id, type: error.limit.type },
    })
    return true
  }
  if (error instanceof RestrictedError) {
    await emitEventNow(db, {
      type: 'limit.reached',
      payload: { player_id: error.playerId, limit_id: error.limitId, type: error.restriction },
    })
    return true
  }
  return false
}

/** Runs `change`; a limit refusal it throws is recorded as `limit.reached`, then rethrown. */
export async function refusalsRecorded<T>(db: Database, change: () => Promise<T>): Promise<T> {
  try {
    return await change()
  } catch (error) {
    await recordLimitRefusal(db, error)
    throw error
  }
}
