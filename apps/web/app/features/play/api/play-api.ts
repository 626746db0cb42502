// The game page's calls from the browser (types only from the contract).
import type { GameSession } from '@croupier/contract/play/game-session'
import type { LaunchGameBodySchema } from '@croupier/contract/play/launch-game'
import type { z } from 'zod'
import { request } from '../../../lib/http'

export function launchGameSession(body: z.input<typeof LaunchGameBodySchema>): Promise<GameSession> {
  return request<GameSession>('POST', '/api/game_sessions', { body })
}
