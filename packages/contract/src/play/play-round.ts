// POST /api/game_sessions/:id/rounds — one step of play. The action fits the session's engine
// kind (422 otherwise). Each bet and each win is one ledger transaction keyed by the idempotency
// key: a replay of the same key returns the first answer and moves no money. A bet above the
// balance is refused with 409 INSUFFICIENT_FUNDS carrying the balance.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { CentsSchema } from '../primitives.ts'
import { IdempotencyKeySchema, RouletteBetSchema, RoundResultSchema } from './game-session.ts'
import { GameSessionParamsSchema } from './get-game-session.ts'

const Stake = CentsSchema.refine((cents) => cents > 0, 'VALIDATION.MIN_VALUE')

export const PlayRoundBodySchema = z.discriminatedUnion('action', [
  /** Slot: one spin at `bet_cents` (all paylines). */
  z.object({ action: z.literal('spin'), idempotency_key: IdempotencyKeySchema, bet_cents: Stake }),
  /** Roulette: one spin with up to 20 bets. */
  z.object({
    action: z.literal('roulette'),
    idempotency_key: IdempotencyKeySchema,
    bets: z.array(RouletteBetSchema).min(1).max(20),
  }),
  /** Blackjack: deal a new hand. */
  z.object({ action: z.literal('deal'), idempotency_key: IdempotencyKeySchema, bet_cents: Stake }),
  /** Blackjack: act on the open hand. */
  z.object({
    action: z.enum(['hit', 'stand', 'double']),
    idempotency_key: IdempotencyKeySchema,
    round_id: z.string().min(1),
  }),
  /** Instant: buy and reveal one scratch card. */
  z.object({ action: z.literal('scratch'), idempotency_key: IdempotencyKeySchema, bet_cents: Stake }),
])
export type PlayRoundBody = z.input<typeof PlayRoundBodySchema>

export const playRound = defineEndpoint({
  method: 'POST',
  path: '/api/game_sessions/:id/rounds',
  summary: 'Play one step of a round',
  tags: ['play'],
  params: GameSessionParamsSchema,
  body: PlayRoundBodySchema,
  response: RoundResultSchema,
})
