// What every play use case shares: who may use a session, and the session and round in their
// wire form with the balance they show.
import type { Game } from '@croupier/contract/catalogue/game'
import {
  DEMO_CURRENCY,
  type GameSession,
  type RoundOutcome,
  type RoundResult,
} from '@croupier/contract/play/game-session'
import type { Database } from '../../db/client.ts'
import { HttpError } from '../../http/errors.ts'
import { freeSpinsView, playableFreeSpins } from '../bonuses/bonuses.service.ts'
import { type Executor, findAccount } from '../wallet/ledger.service.ts'
import * as repo from './play.repository.ts'
import { sessionStakes } from './stakes.ts'

export { DEMO_CURRENCY }

/** Our choice: every demo session starts with 10,000.00 FUN. */
export const DEMO_START_BALANCE_CENTS = 1_000_000

/** Where the game frame of a session is served (apps/platform/src/modules/play/frame). */
export const frameUrl = (sessionId: string): string => `/game-frame/${sessionId}`

/** Who is calling: the signed-in player or a guest, and where from (provider restrictions). */
export interface Viewer {
  playerId: number | null
  country: string
}

export const sessionNotFound = () => new HttpError(404, 'GAME_SESSION_NOT_FOUND', 'No such game session.')

/** A real session belongs to its player; a demo session to whoever holds its id. */
export function canUse(session: repo.SessionRow, viewer: Viewer): boolean {
  return session.mode === 'demo' || (viewer.playerId !== null && session.playerId === viewer.playerId)
}

export function toRoundResult(round: repo.RoundRow, balanceCents: number): RoundResult {
  return {
    round_id: String(round.id),
    status: round.status === 'in_progress' ? 'in_progress' : 'finished',
    bet_cents: round.betCents,
    win_cents: round.winCents,
    balance_cents: balanceCents,
    currency: round.currency,
    outcome: round.outcome as RoundOutcome,
    created_at: round.createdAt.toISOString(),
  }
}

export async function sessionBalance(db: Executor, session: repo.SessionRow): Promise<number> {
  if (session.mode === 'demo') return session.funBalanceCents ?? 0
  if (session.playerId === null) return 0
  return (await findAccount(db, session.playerId, session.currency))?.amountCents ?? 0
}

export async function toGameSession(
  db: Database,
  session: repo.SessionRow,
  game: Game,
): Promise<GameSession> {
  const balance = await sessionBalance(db, session)
  const open = await repo.findOpenRound(db, session.id)
  const stakes = await sessionStakes(db, session.currency, game)
  const batch =
    session.mode === 'real' && session.playerId !== null && game.kind === 'slot'
      ? await playableFreeSpins(db, session.playerId, session.currency, session.gameId)
      : undefined
  return {
    id: session.id,
    game: {
      identifier: game.identifier,
      title: game.title,
      provider: game.provider,
      provider_name: game.provider_name,
      kind: game.kind,
      theme: game.theme,
      rtp: game.rtp,
    },
    mode: session.mode === 'demo' ? 'demo' : 'real',
    currency: session.currency,
    device: session.device === 'mobile' ? 'mobile' : 'desktop',
    balance_cents: balance,
    min_bet_cents: stakes.minCents,
    max_bet_cents: stakes.maxCents,
    bet_steps_cents: stakes.stepsCents,
    default_bet_cents: stakes.defaultCents,
    open_round: open ? toRoundResult(open, balance) : null,
    free_spins: batch ? freeSpinsView(batch) : null,
    frame_url: frameUrl(session.id),
    created_at: session.createdAt.toISOString(),
  }
}
