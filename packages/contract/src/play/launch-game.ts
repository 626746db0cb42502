// POST /api/game_sessions — launch a game (spec 2 §2.1 play, §4 "play requires login"). Demo is
// open to guests and plays a FUN balance; real needs a signed-in player (401), a provider allowed
// in the visitor's country (403 PROVIDER_RESTRICTED) and a game that has an id in the player's
// wallet currency (409 CURRENCY_UNSUPPORTED). Answers 201 with the new session.
import { z } from 'zod'
import { DeviceSchema } from '../catalogue/game.ts'
import { defineEndpoint } from '../endpoint.ts'
import { GameModeSchema, GameSessionSchema } from './game-session.ts'

export const LaunchGameBodySchema = z.object({
  /** The game's `identifier`, `provider/slug`. */
  game: z.string().min(3).max(200),
  mode: GameModeSchema,
  device: DeviceSchema.default('desktop'),
})

export const launchGame = defineEndpoint({
  method: 'POST',
  path: '/api/game_sessions',
  summary: 'Start a game session (real or demo)',
  tags: ['play'],
  body: LaunchGameBodySchema,
  response: GameSessionSchema,
  status: 201,
})
