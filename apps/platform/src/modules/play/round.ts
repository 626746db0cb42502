// Playing a round (issue #4 items 6–7). Each step runs in ONE database transaction that locks the
// session, replays a known idempotency key, writes the round, debits the bet and credits the win —
// each money movement its own ledger posting with a key derived from the request's key — stores the
// answer and writes the step's domain events. Nothing is half-written.
import type { Game } from '@croupier/contract/catalogue/game'
import type { RoundOutcome, RoundResult } from '@croupier/contract/play/game-session'
import type { PlayRoundBodySchema } from '@croupier/contract/play/play-round'
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
import * as catalogue from '../catalogue/games.service.ts'
import { type DomainEvent, emitEvents } from '../events/events.service.ts'
import { assertNotRestricted, refusalsRecorded } from '../limits/enforcement.service.ts'
import { balanceChanged, type Executor, InsufficientFundsError } from '../wallet/ledger.service.ts'
import { ACTION_KIND, cryptoRng, rtpFraction } from './engine.ts'
import { freeSpinRound } from './free-spin-round.ts'
import * as repo from './play.repository.ts'
import { canUse, sessionNotFound, toRoundResult, type Viewer } from './session-view.ts'
import { sessionStakes } from './stakes.ts'
import { type RoundStake, type StepMoney, stepMoney } from './step-money.ts'

type RoundBody = z.output<typeof PlayRoundBodySchema>

const roundNotOpen = () => new HttpError(409, 'ROUND_NOT_OPEN', 'This hand is not open.')

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
  await step.money.move(-stake, 'bet', 'bet', round.id)
  await step.money.move(win, 'win', 'win', round.id)
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
  await step.money.move(-betCents, 'bet', 'bet', round.id)
  await step.money.move(payoutOf(hand), 'win', 'win', round.id)
  // An open hand staked partly with bonus money carries its pockets to the steps that settle it.
  if (!settled && step.money.stake.bonus > 0)
    return repo.updateRound(step.tx, round.id, { state: withStake(hand, step.money.stake) })
  return round
}

/** A hand's state with the pockets of its stake (ADR 039: its win is split the same way). */
type StakedHand = BlackjackHand & { stake?: RoundStake }

function withStake(hand: BlackjackHand, stake: RoundStake): StakedHand {
  return stake.bonus > 0 ? { ...hand, stake: { ...stake } } : hand
}

async function blackjackAct(
  step: Step,
  body: Extract<RoundBody, { round_id: string }>,
): Promise<repo.RoundRow> {
  if (!/^\d{1,15}$/.test(body.round_id)) throw roundNotOpen()
  const round = await repo.findSessionRound(step.tx, step.session.id, Number(body.round_id))
  if (round?.status !== 'in_progress' || !round.state) throw roundNotOpen()
  const { stake, ...hand } = round.state as StakedHand
  if (!publicView(hand).actions.includes(body.action)) throw new FieldValidationError({ action: [V.INVALID] })
  step.money.carry(stake)
  if (body.action === 'double') await step.money.move(-hand.bet_cents, 'bet', 'double', round.id)
  const next = actOnHand(cryptoRng, hand, body.action)
  const settled = next.result !== null
  await step.money.move(payoutOf(next), 'win', 'win', round.id)
  return repo.updateRound(step.tx, round.id, {
    status: settled ? 'finished' : 'in_progress',
    betCents: stakeOf(next),
    winCents: payoutOf(next),
    outcome: publicView(next),
    state: settled ? null : withStake(next, step.money.stake),
  })
}

async function playStep(step: Step, body: RoundBody): Promise<repo.RoundRow> {
  const rtp = rtpFraction(Math.round(step.game.rtp * 100))
  switch (body.action) {
    case 'spin': {
      const free = await freeSpinRound(step, rtp, (fields) => newRound(step, fields))
      if (free) return free
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

/** The step's events in one statement: its stakes, the balance after it, and the round once decided. */
async function emitStepEvents(step: Step, round: repo.RoundRow, result: RoundResult): Promise<void> {
  const { tx, session, money } = step
  if (session.playerId === null) return
  const events: DomainEvent[] = [...money.events]
  if (money.posted)
    events.push(withBonus(balanceChanged(session.playerId, money.posted), money.bonusProgress))
  if (round.status === 'finished') {
    // The stake's pockets (ADR 040): a free spin stakes neither; a cash-only hand carries no split,
    // so its cash part is the whole stake less any bonus money.
    const real = session.mode !== 'demo'
    const freeSpin = real && money.freeSpins !== undefined
    const bonusBet = real && !freeSpin ? money.stake.bonus : 0
    events.push({
      type: 'round.finished',
      payload: {
        round_id: round.id,
        player_id: session.playerId,
        game_id: session.gameId,
        mode: real ? 'real' : 'demo',
        currency: session.currency,
        bet_cents: round.betCents,
        win_cents: round.winCents,
        balance_cents: result.balance_cents,
        cash_bet_cents: real && !freeSpin ? Math.max(0, round.betCents - bonusBet) : 0,
        bonus_bet_cents: bonusBet,
        free_spin: freeSpin,
      },
    })
  }
  await emitEvents(tx, events)
}

/** The step's bonus progress carried in its `balance.changed` (ADR 039: one event per round). */
function withBonus(balance: DomainEvent, progress: DomainEvent | undefined): DomainEvent {
  if (balance.type !== 'balance.changed' || progress?.type !== 'bonus.changed') return balance
  const { player_id: _, ...bonus } = progress.payload
  return { ...balance, payload: { ...balance.payload, bonus } }
}

/** 409 INSUFFICIENT_FUNDS carries the balance (contract InsufficientFundsErrorSchema). */
function shortfall(error: InsufficientFundsError): HttpError {
  return new HttpError(409, 'INSUFFICIENT_FUNDS', error.message, {
    balance_cents: error.balanceCents,
    currency: error.currency,
  })
}

/** POST /api/game_sessions/:id/rounds (see the file header). */
export async function playRound(
  db: Database,
  viewer: Viewer,
  sessionId: string,
  body: RoundBody,
  now: Date,
): Promise<RoundResult> {
  const found = await repo.findSession(db, sessionId)
  if (!found || !canUse(found, viewer)) throw sessionNotFound()
  const gameRow = await catalogue.findGameById(db, found.gameId)
  if (!gameRow) throw sessionNotFound()
  const game = catalogue.toGame(gameRow)
  const stakes = await sessionStakes(db, found.currency, game)

  const step = () =>
    db.transaction(async (tx) => {
      const session = await repo.lockSession(tx, sessionId)
      if (!session) throw sessionNotFound()
      const replay = await repo.findAction(tx, session.id, body.idempotency_key)
      if (replay) return replay as RoundResult
      checkRequest(body, game, stakes)
      // A blocked player's demo session stops too (real sessions are checked before each bet).
      if (session.mode === 'demo' && session.playerId !== null)
        await assertNotRestricted(tx, session.playerId, now)
      const money = stepMoney(tx, session, body.idempotency_key, now, game)
      const round = await playStep({ tx, session, game, money, now }, body)
      await money.finish(round.status === 'in_progress')
      const result = toRoundResult(round, await money.balance())
      if (money.freeSpins) result.free_spins = money.freeSpins
      await repo.insertAction(tx, {
        sessionId: session.id,
        idempotencyKey: body.idempotency_key,
        response: result,
        createdAt: now,
      })
      await emitStepEvents({ tx, session, game, money, now }, round, result)
      return result
    })
  try {
    return await refusalsRecorded(db, step)
  } catch (error) {
    throw error instanceof InsufficientFundsError ? shortfall(error) : error
  }
}
