// Game sessions and rounds on the wire (issue #4 "Games that really play"). The platform's engine
// decides every outcome with a server-side cryptographic RNG; the game frame only renders it.
// Money is integer minor units; demo sessions play in `FUN`, a balance that is never real money.
import { ROULETTE_BET_TYPES } from '@croupier/rules/games/roulette'
import { SLOT_SYMBOLS } from '@croupier/rules/games/slot'
import { z } from 'zod'
import { DeviceSchema, GameKindSchema } from '../catalogue/game.ts'
import { CentsSchema, CurrencyCodeSchema, TimestampSchema } from '../primitives.ts'

export const GAME_MODES = ['real', 'demo'] as const
export const GameModeSchema = z.enum(GAME_MODES)
export type GameMode = z.infer<typeof GameModeSchema>

/** The demo currency (spec 2 §3 Game: `FUN` in the currencies map). */
export const DEMO_CURRENCY = 'FUN'

/** Every state-changing game call carries one; a replay returns the first answer. */
export const IdempotencyKeySchema = z.string().trim().min(8).max(100)

// --- outcomes, one shape per engine kind ---

/** Symbols of the 5×3 slot; each theme draws them its own way. */
export const SlotSymbolSchema = z.enum(SLOT_SYMBOLS)

export const SlotLineWinSchema = z.object({
  /** Index into the engine's payline table (0-based). */
  line: z.int().nonnegative(),
  symbol: SlotSymbolSchema,
  count: z.int().min(3).max(5),
  win_cents: CentsSchema,
})

/** One spin: `grid[reel][row]`, 5 reels of 3 rows. */
export const SlotSpinSchema = z.object({
  grid: z.array(z.array(SlotSymbolSchema).length(3)).length(5),
  line_wins: z.array(SlotLineWinSchema),
  scatter_count: z.int().nonnegative(),
  win_cents: CentsSchema,
})

export const SlotOutcomeSchema = SlotSpinSchema.extend({
  kind: z.literal('slot'),
  /** Free spins won by three or more scatters, played out inside the same round at the same bet. */
  free_spins: z.array(SlotSpinSchema),
})

export const RouletteBetTypeSchema = z.enum(ROULETTE_BET_TYPES)

/** `value` is the number for straight (0–36) and 1–3 for dozen and column; absent otherwise. */
export const RouletteBetSchema = z.object({
  type: RouletteBetTypeSchema,
  value: z.int().min(0).max(36).optional(),
  amount_cents: CentsSchema.refine((cents) => cents > 0, 'VALIDATION.MIN_VALUE'),
})

export const RouletteOutcomeSchema = z.object({
  kind: z.literal('roulette'),
  number: z.int().min(0).max(36),
  color: z.enum(['red', 'black', 'green']),
  bets: z.array(RouletteBetSchema.extend({ win_cents: CentsSchema })),
})

export const CardSchema = z.object({
  rank: z.enum(['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']),
  suit: z.enum(['S', 'H', 'D', 'C']),
})
export type Card = z.infer<typeof CardSchema>

export const BlackjackOutcomeSchema = z.object({
  kind: z.literal('blackjack'),
  player_cards: z.array(CardSchema),
  /** While the hand is open only the dealer's up card is shown. */
  dealer_cards: z.array(CardSchema),
  player_total: z.int().nonnegative(),
  dealer_total: z.int().nonnegative(),
  doubled: z.boolean(),
  /** null while the hand is open. */
  result: z.enum(['blackjack', 'win', 'push', 'lose', 'bust']).nullable(),
  /** What the player may do next; empty once the hand is settled. */
  actions: z.array(z.enum(['hit', 'stand', 'double'])),
})

/** A scratch card: nine cells; three equal symbols pay that symbol's multiplier. */
export const InstantOutcomeSchema = z.object({
  kind: z.literal('instant'),
  cells: z.array(z.string()).length(9),
  matched: z.string().nullable(),
  multiplier: z.number().nonnegative(),
})

export const RoundOutcomeSchema = z.discriminatedUnion('kind', [
  SlotOutcomeSchema,
  RouletteOutcomeSchema,
  BlackjackOutcomeSchema,
  InstantOutcomeSchema,
])
export type RoundOutcome = z.infer<typeof RoundOutcomeSchema>

/**
 * An activated free-spin batch a real session's spins play (issue #12, ADR 039): the stake is the
 * batch's, nothing is debited, winnings (capped) become a bonus once the last spin is played.
 */
export const SessionFreeSpinsSchema = z.object({
  id: z.string(),
  remaining: z.int().nonnegative(),
  count: z.int().positive(),
  stake_cents: CentsSchema,
  won_cents: CentsSchema,
})
export type SessionFreeSpins = z.infer<typeof SessionFreeSpinsSchema>

export const RoundResultSchema = z.object({
  round_id: z.string(),
  status: z.enum(['in_progress', 'finished']),
  /** Total staked in the round (a doubled blackjack hand counts twice). */
  bet_cents: CentsSchema,
  win_cents: CentsSchema,
  /** The session's balance after this step. */
  balance_cents: CentsSchema,
  currency: z.string(),
  outcome: RoundOutcomeSchema,
  created_at: TimestampSchema,
  /** The batch this round was a free spin of, as it stands after it (absent for a paid round). */
  free_spins: SessionFreeSpinsSchema.optional(),
})
export type RoundResult = z.infer<typeof RoundResultSchema>

export const GameSessionSchema = z.object({
  id: z.string(),
  game: z.object({
    identifier: z.string(),
    title: z.string(),
    provider: z.string(),
    provider_name: z.string(),
    kind: GameKindSchema,
    theme: z.string(),
    rtp: z.number(),
  }),
  mode: GameModeSchema,
  /** The player's wallet currency in real mode, `FUN` in demo. */
  currency: z.union([CurrencyCodeSchema, z.literal(DEMO_CURRENCY)]),
  device: DeviceSchema,
  balance_cents: CentsSchema,
  /** The game's stakes in the session's currency (the catalogue's are EUR; FUN plays them as they are). */
  min_bet_cents: CentsSchema,
  max_bet_cents: CentsSchema,
  /** The bet sizes the frame offers, ascending, within min and max. */
  bet_steps_cents: z.array(CentsSchema).min(1),
  /** The bet the frame starts at: the minimum stake. */
  default_bet_cents: CentsSchema,
  /** An unfinished blackjack hand to resume, else null. */
  open_round: RoundResultSchema.nullable(),
  /** The free spins the next spin plays (real mode, a batch for this game), else null. */
  free_spins: SessionFreeSpinsSchema.nullable(),
  /** Where the game frame for this session is served (same origin, under /game-frame). */
  frame_url: z.string(),
  created_at: TimestampSchema,
})
export type GameSession = z.infer<typeof GameSessionSchema>

/** Bet above the balance (issue #4 item 6): refused with the balance in the answer. */
export const InsufficientFundsErrorSchema = z.object({
  error: z.literal('INSUFFICIENT_FUNDS'),
  message: z.string(),
  balance_cents: CentsSchema,
  currency: z.string(),
})
