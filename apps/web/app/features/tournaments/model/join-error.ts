// What a refused join tells the player (contract tournaments/tournament.ts TOURNAMENT_ERROR_CODES).
import { PlatformFailure } from '../../../lib/platform-client'

const KNOWN: Readonly<Record<string, string>> = {
  TOURNAMENT_NOT_ACTIVE: 'tournaments.joinError.notActive',
  TOURNAMENT_NO_JOIN: 'tournaments.joinError.noJoin',
  TOURNAMENT_GROUP_ONLY: 'tournaments.joinError.groupOnly',
  SELF_EXCLUDED: 'tournaments.joinError.excluded',
  COOLING_OFF: 'tournaments.joinError.excluded',
}

export function joinErrorKey(error: unknown): string {
  if (error instanceof PlatformFailure && 'code' in error.failure && error.failure.code) {
    const key = KNOWN[error.failure.code]
    if (key) return key
  }
  return 'tournaments.joinError.failed'
}
