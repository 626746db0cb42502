// Opening a game session (issue #4 item 5) and reading one back.
import type { GameSession } from '@croupier/contract/play/game-session'
import type { LaunchGameBodySchema } from '@croupier/contract/play/launch-game'
import { V } from '@croupier/rules/validation-keys'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { FieldValidationError, HttpError } from '../../http/errors.ts'
import * as catalogue from '../catalogue/games.service.ts'
import { assertPlayAllowed, refusalsRecorded } from '../limits/enforcement.service.ts'
import { findActiveAccount } from '../wallet/ledger.service.ts'
import * as repo from './play.repository.ts'
import {
  canUse,
  DEMO_CURRENCY,
  DEMO_START_BALANCE_CENTS,
  sessionNotFound,
  toGameSession,
  type Viewer,
} from './session-view.ts'

type LaunchBody = z.output<typeof LaunchGameBodySchema>

/**
 * POST /api/game_sessions. Order of refusals: unknown game 404, demo of a game without demo mode
 * 422 `errors.mode`, real play as a guest 401, provider blocked in the country 403, no game id in
 * the wallet's currency 409 CURRENCY_UNSUPPORTED.
 */
export async function launch(
  db: Database,
  viewer: Viewer,
  body: LaunchBody,
  now: Date,
): Promise<GameSession> {
  const row = await catalogue.findGameByIdentifier(db, body.game)
  if (!row) throw new HttpError(404, 'GAME_NOT_FOUND', 'No such game.')
  if (body.mode === 'demo' && !row.hasDemoMode) throw new FieldValidationError({ mode: [V.INVALID] })
  if (body.mode === 'real' && viewer.playerId === null)
    throw new HttpError(401, 'UNAUTHORIZED', 'Sign in first.')
  const game = await catalogue.assertLaunchable(db, row.id, viewer.country)

  let currency = DEMO_CURRENCY
  if (body.mode === 'real' && viewer.playerId !== null) {
    const account = await findActiveAccount(db, viewer.playerId)
    if (!account || !game.currencies[account.currency])
      throw new HttpError(409, 'CURRENCY_UNSUPPORTED', 'This game is not available in your currency.')
    currency = account.currency
  }
  // Limits (issue #5 item 8): a blocked player opens nothing, demo included; real play needs time
  // and loss/wager headroom left.
  const playerId = viewer.playerId
  if (playerId !== null)
    await refusalsRecorded(db, () =>
      assertPlayAllowed(db, { playerId, currency: body.mode === 'real' ? currency : null, now }),
    )
  const session = await repo.insertSession(db, {
    id: crypto.randomUUID(),
    playerId: viewer.playerId,
    gameId: row.id,
    mode: body.mode,
    currency,
    device: body.device,
    funBalanceCents: body.mode === 'demo' ? DEMO_START_BALANCE_CENTS : null,
    createdAt: now,
  })
  return toGameSession(db, session, game)
}

export async function getSession(db: Database, viewer: Viewer, id: string): Promise<GameSession> {
  const session = await repo.findSession(db, id)
  if (!session || !canUse(session, viewer)) throw sessionNotFound()
  const row = await catalogue.findGameById(db, session.gameId)
  if (!row) throw sessionNotFound()
  return toGameSession(db, session, catalogue.toGame(row))
}
