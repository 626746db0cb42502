// The adventure calendar's data on the server (ADR 040): the player's calendars, or why there is
// none — the platform answers 404 to a player outside the adventure's groups (spec 2 §4, §6).

import type { PlayerAdventure } from '@croupier/contract/adventures/get-player-adventures'
import * as api from '@croupier/contract/api.generated'
import { platformFor } from '../../lib/platform-client.server'

export type AdventureLoad =
  | { kind: 'open'; adventure: PlayerAdventure }
  | { kind: 'closed' }
  | { kind: 'failed' }

export async function loadAdventure(request: Request): Promise<AdventureLoad> {
  const answer = await platformFor(request).tryCall(api.getPlayerAdventures)
  if (answer.ok) {
    const [adventure] = answer.data.adventures
    return adventure ? { kind: 'open', adventure } : { kind: 'closed' }
  }
  return answer.failure.kind === 'not-found' ? { kind: 'closed' } : { kind: 'failed' }
}
