// Game sessions and rounds (issue #4 items 5–7). A launch opens a session for a player (or a guest
// in demo), a mode and a currency. Each step of play runs in ONE database transaction that locks
// the session, replays a known idempotency key, writes the round, debits the bet and credits the
// win — each money movement its own ledger posting with a key derived from the request's key — and
// stores the answer. Nothing is half-written: a failed credit rolls the bet and the round back too.
import type { Game } from '@croupier/contract/catalogue/game'
import {
  DEMO_CURRENCY,
  type GameSession,
  type RoundOutcome,
  type RoundResult,
} from '@croupier/contract/play/game-session'
import type { GamesHistoryItem } from '@croupier/contract/play/get-games-history'
import type { LaunchGameBodySchema } from '@croupier/contract/play/launch-game'
import type { PlayRoundBodySchema } from '@croupier/contract/play/play-round'
import { pageOffset, paginate } from '@croupier/rules/catalogue'
import {
  actOnHand,
  type BlackjackHand,
  dealHand,
  payoutOf,
  publicView,
  stakeOf,
} from '@croupier/rules/games/blackjack'
import { isValidRouletteBet, playRoulette, rouletteTotalWin } from '@croupier/rules/games/roulette'
import { playScratch, scratchWin } from '@croupier/rules/games/scratch'
import { playSlot, slotTotalWin } from '@croupier/rules/games/slot'
import type { Stakes } from '@croupier/rules/games/stakes'
import { V } from '@croupier/rules/validation-keys'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { FieldValidationError, HttpError } from '../../http/errors.ts'
import * as catalogueRepo from '../catalogue/catalogue.repository.ts'
import { assertLaunchable, toGame } from '../catalogue/catalogue.service.ts'
import { contribute } from '../jackpots/jackpots.repository.ts'
import { assertBetAllowed, assertNotRestricted, assertPlayAllowed } from '../limits/limits.enforcement.ts'
import {
  type Executor,
  findAccount,
  InsufficientFundsError,
  type Posted,
  postTransaction,
} from '../wallet/ledger.repository.ts'
import { findActiveAccount } from '../wallet/wallet.repository.ts'
import { ACTION_KIND, cryptoRng, rtpFraction } from './engine.ts'
import * as repo from './play.repository.ts'
import { sessionStakes } from './stakes.ts'

/** Our choice: every demo session starts with 10,000.00 FUN. */
export const DEMO_START_BALANCE_CENTS = 1_000_000

/** Where the game frame of a session is served (apps/platform/src/modules/play/frame). */
export const frameUrl = (sessionId: string): string => `/game-frame/${sessionId}`

type LaunchBody = z.output<typeof LaunchGameBodySchema>
type RoundBody = z.output<typeof PlayRoundBodySchema>

/** Who is calling: the signed-in player or a guest, and where from (provider restrictions). */
export interface Viewer {
  playerId: number | null
  country: string
}

const sessionNotFound = () => new HttpError(404, 'GAME_SESSION_NOT_FOUND', 'No such game session.')
const roundNotOpen = () => new HttpError(409, 'ROUND_NOT_OPEN', 'This hand is not open.')

/** A real session belongs to its player; a demo session to whoever holds its id. */
function canUse(session: repo.SessionRow, viewer: Viewer): boolean {
  return session.mode === 'demo' || (viewer.playerId !== null && session.playerId === viewer.playerId)
}

function toRoundResult(round: repo.RoundRow, balanceCents: number): RoundResult {
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

async function sessionBalance(db: Executor, session: repo.SessionRow): Promise<number> {
  if (session.mode === 'demo') return session.funBalanceCents ?? 0
  if (session.playerId === null) return 0
  return (await findAccount(db, session.playerId, session.currency))?.amountCents ?? 0
}

async function toGameSession(db: Database, session: repo.SessionRow, game: Game): Promise<GameSession> {
  const balance = await sessionBalance(db, session)
  const open = await repo.findOpenRound(db, session.id)
  const stakes = await sessionStakes(db, session.currency, game)
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
    frame_url: frameUrl(session.id),
    created_at: session.createdAt.toISOString(),
  }
}

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
  const row = await catalogueRepo.findGameByIdentifier(db, body.game)
  if (!row) throw new HttpError(404, 'GAME_NOT_FOUND', 'No such game.')
  if (body.mode === 'demo' && !row.hasDemoMode) throw new FieldValidationError({ mode: [V.INVALID] })
  if (body.mode === 'real' && viewer.playerId === null)
    throw new HttpError(401, 'UNAUTHORIZED', 'Sign in first.')
  const game = await assertLaunchable(db, row.id, viewer.country)

  let currency = DEMO_CURRENCY
  if (body.mode === 'real' && viewer.playerId !== null) {
    const account = await findActiveAccount(db, viewer.playerId)
    if (!account || !game.currencies[account.currency])
      throw new HttpError(409, 'CURRENCY_UNSUPPORTED', 'This game is not available in your currency.')
    currency = account.currency
  }
  // Limits (issue #5 item 8): a blocked player opens nothing, demo included; real play needs time
  // and loss/wager headroom left.
  if (viewer.playerId !== null)
    await assertPlayAllowed(db, {
      playerId: viewer.playerId,
      currency: body.mode === 'real' ? currency : null,
      now,
    })
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
  const row = await catalogueRepo.findGameById(db, session.gameId)
  if (!row) throw sessionNotFound()
  return toGameSession(db, session, toGame(row))
}

/** Moves the session's money: the ledger in real mode, the session's FUN balance in demo. */
interface StepMoney {
  move(amountCents: number, kind: 'bet' | 'win', tag: string, reference: string): Promise<void>
  balance(): Promise<number>
  /** The last real-money posting of this step, for the balance event after commit. */
  readonly posted: Posted | undefined
}

function stepMoney(tx: Executor, session: repo.SessionRow, key: string, now: Date): StepMoney {
  let posted: Posted | undefined
  let funBalance = session.funBalanceCents ?? 0
  return {
    get posted() {
      return posted
    },
    async move(amountCents, kind, tag, reference) {
      if (amountCents === 0) return
      if (session.mode === 'demo') {
        const after = await repo.addFunBalance(tx, session.id, amountCents)
        if (after === null) throw new InsufficientFundsError(funBalance, DEMO_CURRENCY)
        funBalance = after
        return
      }
      if (session.playerId === null) throw sessionNotFound()
      // Limits (issue #5 item 8) are checked in this transaction, before the bet is posted.
      if (kind === 'bet')
        await assertBetAllowed(tx, {
          playerId: session.playerId,
          currency: session.currency,
          stakeCents: -amountCents,
          now,
        })
      posted = await postTransaction(tx, {
        playerId: session.playerId,
        currency: session.currency,
        amountCents,
        kind,
        idempotencyKey: `${session.id}:${key}:${tag}`,
        reference,
        now,
      })
      // Jackpot pools grow with real stakes, in this transaction: a replayed key never reaches here.
      if (kind === 'bet')
        await contribute(tx, { gameId: session.gameId, currency: session.currency, stakeCents: -amountCents })
    },
    async balance() {
      if (session.mode === 'demo') return funBalance
      return posted?.balanceCents ?? (await sessionBalance(tx, session))
    },
  }
}

function checkStake(cents: number, stakes: Stakes): void {
  if (cents < stakes.minCents) throw new FieldValidationError({ bet_cents: [V.MIN_VALUE] })
  if (cents > stakes.maxCents) throw new FieldValidationError({ bet_cents: [V.MAX_VALUE] })
}

/** Refusals that need no database: the action must fit the game's kind and the session's stakes. */
function checkRequest(body: RoundBody, game: Game, stakes: Stakes): void {
  if (ACTION_KIND[body.action] !== game.kind) throw new FieldValidationError({ action: [V.INVALID] })
  if (body.action === 'roulette') {
    const errors: Record<string, string[]> = {}
    body.bets.forEach((bet, i) => {
      if (!isValidRouletteBet(bet)) errors[`bets.${i}.value`] = [V.INVALID]
    })
    if (Object.keys(errors).length > 0) throw new FieldValidationError(errors)
    // Each chip at least the minimum, the whole spin at most the maximum.
    for (const bet of body.bets) if (bet.amount_cents < stakes.minCents) checkStake(bet.amount_cents, stakes)
    checkStake(
      body.bets.reduce((sum, bet) => sum + bet.amount_cents, 0),
      stakes,
    )
  } else if ('bet_cents' in body) checkStake(body.bet_cents, stakes)
}

interface Step {
  tx: Executor
  session: repo.SessionRow
  game: Game
  money: StepMoney
  now: Date
}

function newRound(
  step: Step,
  fields: Pick<repo.RoundRow, 'status' | 'betCents' | 'winCents' | 'outcome' | 'state'>,
) {
  return repo.insertRound(step.tx, {
    playerId: step.session.playerId,
    gameId: step.session.gameId,
    sessionId: step.session.id,
    mode: step.session.mode,
    currency: step.session.currency,
    createdAt: step.now,
    ...fields,
  })
}

/** A round that is decided at once: insert, debit the stake, credit the win. */
async function instantRound(
  step: Step,
  stake: number,
  win: number,
  outcome: RoundOutcome,
): Promise<repo.RoundRow> {
  const round = await newRound(step, {
    status: 'finished',
    betCents: stake,
    winCents: win,
    outcome,
    state: null,
  })
  const reference = `round:${round.id}`
  await step.money.move(-stake, 'bet', 'bet', reference)
  await step.money.move(win, 'win', 'win', reference)
  return round
}

async function blackjackDeal(step: Step, betCents: number): Promise<repo.RoundRow> {
  const hand = dealHand(cryptoRng, betCents)
  const settled = hand.result !== null
  const round = await newRound(step, {
    status: settled ? 'finished' : 'in_progress',
    betCents,
    winCents: payoutOf(hand),
    outcome: publicView(hand),
    state: settled ? null : hand,
  })
  const reference = `round:${round.id}`
  await step.money.move(-betCents, 'bet', 'bet', reference)
  await step.money.move(payoutOf(hand), 'win', 'win', reference)
  return round
}

async function blackjackAct(
  step: Step,
  body: Extract<RoundBody, { round_id: string }>,
): Promise<repo.RoundRow> {
  if (!/^\d{1,15}$/.test(body.round_id)) throw roundNotOpen()
  const round = await repo.findSessionRound(step.tx, step.session.id, Number(body.round_id))
  if (round?.status !== 'in_progress' || !round.state) throw roundNotOpen()
  const hand = round.state as BlackjackHand
  if (!publicView(hand).actions.includes(body.action)) throw new FieldValidationError({ action: [V.INVALID] })
  const reference = `round:${round.id}`
  if (body.action === 'double') await step.money.move(-hand.bet_cents, 'bet', 'double', reference)
  const next = actOnHand(cryptoRng, hand, body.action)
  const settled = next.result !== null
  await step.money.move(payoutOf(next), 'win', 'win', reference)
  return repo.updateRound(step.tx, round.id, {
    status: settled ? 'finished' : 'in_progress',
    betCents: stakeOf(next),
    winCents: payoutOf(next),
    outcome: publicView(next),
    state: settled ? null : next,
  })
}

async function playStep(step: Step, body: RoundBody): Promise<repo.RoundRow> {
  const rtp = rtpFraction(Math.round(step.game.rtp * 100))
  switch (body.action) {
    case 'spin': {
      const outcome = playSlot(cryptoRng, body.bet_cents, rtp)
      return instantRound(step, body.bet_cents, slotTotalWin(outcome), outcome)
    }
    case 'roulette': {
      const outcome = playRoulette(cryptoRng, body.bets)
      const stake = body.bets.reduce((sum, bet) => sum + bet.amount_cents, 0)
      return instantRound(step, stake, rouletteTotalWin(outcome), outcome)
    }
    case 'scratch': {
      const outcome = playScratch(cryptoRng, rtp)
      return instantRound(step, body.bet_cents, scratchWin(body.bet_cents, outcome), outcome)
    }
    case 'deal':
      return blackjackDeal(step, body.bet_cents)
    default:
      return blackjackAct(step, body)
  }
}

export interface PlayedStep {
  result: RoundResult
  /** The real-money balance after the step, to publish once committed; absent for demo and replays. */
  posted?: Posted | undefined
  playerId: number | null
}

/** POST /api/game_sessions/:id/rounds (see the file header). */
export async function playRound(
  db: Database,
  viewer: Viewer,
  sessionId: string,
  body: RoundBody,
  now: Date,
): Promise<PlayedStep> {
  const found = await repo.findSession(db, sessionId)
  if (!found || !canUse(found, viewer)) throw sessionNotFound()
  const gameRow = await catalogueRepo.findGameById(db, found.gameId)
  if (!gameRow) throw sessionNotFound()
  const game = toGame(gameRow)
  const stakes = await sessionStakes(db, found.currency, game)

  return db.transaction(async (tx) => {
    const session = await repo.lockSession(tx, sessionId)
    if (!session) throw sessionNotFound()
    const replay = await repo.findAction(tx, session.id, body.idempotency_key)
    if (replay) return { result: replay as RoundResult, playerId: session.playerId }
    checkRequest(body, game, stakes)
    // A blocked player's demo session stops too (real sessions are checked before each bet).
    if (session.mode === 'demo' && session.playerId !== null)
      await assertNotRestricted(tx, session.playerId, now)
    const money = stepMoney(tx, session, body.idempotency_key, now)
    const round = await playStep({ tx, session, game, money, now }, body)
    const result = toRoundResult(round, await money.balance())
    await repo.insertAction(tx, {
      sessionId: session.id,
      idempotencyKey: body.idempotency_key,
      response: result,
      createdAt: now,
    })
    return { result, posted: money.posted, playerId: session.playerId }
  })
}

/** GET /api/player/games_history: real and demo rounds of the player, newest first. */
export async function gamesHistory(
  db: Database,
  playerId: number,
  page: number,
  pageSize: number,
): Promise<{ data: GamesHistoryItem[]; pagination: ReturnType<typeof paginate> }> {
  const { rows, total } = await repo.listPlayerRounds(db, playerId, pageOffset(page, pageSize), pageSize)
  return {
    data: rows.map((row) => ({
      id: String(row.round.id),
      game: {
        identifier: row.identifier,
        title: row.title,
        provider_name: row.providerName,
        kind: row.kind as Game['kind'],
      },
      mode: row.round.mode === 'demo' ? 'demo' : 'real',
      currency: row.round.currency,
      bet_cents: row.round.betCents,
      win_cents: row.round.winCents,
      status: row.round.status === 'in_progress' ? 'in_progress' : 'finished',
      created_at: row.round.createdAt.toISOString(),
    })),
    pagination: paginate(page, pageSize, total),
  }
}
