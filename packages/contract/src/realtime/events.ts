// Payload of every realtime event (spec 1 §7 "Real-time channels", spec 2 §7 "Websocket events
// consumed"). The platform validates against these before emitting; money is integer minor units.
// The spec names the events but not their shapes: these are the platform's choice, kept small —
// most `*_changes` events tell the client which list to re-fetch rather than carrying the list.
import { z } from 'zod'
import { CentsSchema, CurrencyCodeSchema, TimestampSchema } from '../primitives.ts'
import { PRIVATE_EVENTS, type PrivateEvent, PUBLIC_CHANNELS, type PublicChannel } from './channels.ts'

export type { PrivateEvent, PublicChannel, RealtimeEventName } from './channels.ts'
export { PRIVATE_EVENTS, PUBLIC_CHANNELS }

const Id = z.string().min(1)
const Currency = CurrencyCodeSchema
const Cents = CentsSchema
const Timestamp = TimestampSchema

/** Transaction states of a payment (spec 1 §3 "Payment history item"). */
export const PaymentStateSchema = z.enum([
  'canceled',
  'declined',
  'rejected',
  'recalled',
  'succeeded',
  'pending',
  'processing',
  'reserved',
])
export const PaymentActionSchema = z.enum(['deposit', 'cashout'])
/** User limit types (spec 1 §3 "User limit"). */
export const LimitTypeSchema = z.enum(['loss', 'wager', 'deposit', 'coolingoff', 'selfexclusion', 'session'])

// --- public ---

/** A win on the public feed; `nickname` is already masked by the platform. */
export const WinEventSchema = z.object({
  id: Id,
  game: z.object({ identifier: Id, title: z.string() }),
  nickname: z.string(),
  amount_cents: Cents,
  currency: Currency,
  created_at: Timestamp,
  /** Set when the win is a jackpot level's drop (ADR 041). */
  jackpot: z.object({ identifier: Id, title: z.string(), level_name: z.string() }).optional(),
})

/** One jackpot pool's new amount (the sum of its levels) in one currency, at most once a second. */
export const JackpotChangeEventSchema = z.object({
  jackpot_id: Id,
  currency: Currency,
  amount_cents: Cents,
  identifier: Id.optional(),
  levels: z.array(z.object({ id: Id, identifier: Id, amount_cents: Cents })).optional(),
})

// --- private ---

export const CompsAwardEventSchema = z.object({
  points: z.int().positive(),
  total_points: z.int().nonnegative(),
})

/** A bonus, free-spin pack or lootbox changed: the client re-fetches that list. */
const ItemChangeSchema = z.object({ id: Id, status: z.string().min(1) })
/** A bonus changed (issue #12, ADR 039): its stage (also as `status`) and the figures that move. */
export const BonusesChangesEventSchema = ItemChangeSchema.extend({
  stage: z.string().min(1),
  currency: z.string(),
  balance_cents: z.int().nonnegative(),
  wagered_cents: z.int().nonnegative(),
  wager_required_cents: z.int().nonnegative(),
  wagering_percent: z.int().min(0).max(100),
})
/** A free-spin batch changed: its stage (also as `status`), spins left and winnings so far. */
export const FreespinsChangesEventSchema = ItemChangeSchema.extend({
  stage: z.string().min(1),
  remaining: z.int().nonnegative(),
  won_cents: z.int().nonnegative(),
})
export const LootboxesChangesEventSchema = ItemChangeSchema

/** A responsible-gaming limit changed or was reached. */
export const GameLimitsEventSchema = z.object({
  limit_id: Id.nullable(),
  type: LimitTypeSchema,
  reached: z.boolean(),
})

/** The player's status in one tournament (spec 2 §3 "Per-player status"). */
export const TournamentStatusEventSchema = z.object({
  tournament_id: Id,
  bets: z.number().nonnegative(),
  award_place: z.int().positive().nullable(),
  nickname: z.string().nullable(),
  /** The score and qualifying rounds (ADR 041), sent with every rank or score change. */
  score: z.int().nonnegative().optional(),
  rounds: z.int().nonnegative().optional(),
})

/** Public: a tournament's top 5 (masked) and participant count, throttled per tournament (ADR 041). */
export const TournamentLeaderboardEventSchema = z.object({
  tournament_id: Id,
  participants: z.int().nonnegative(),
  top_players: z.array(
    z.object({ award_place: z.int().positive(), nickname: z.string(), score: z.int().nonnegative() }),
  ),
})

/** The player's groups (spec 1 §3 User.statuses: id and name) after a change. */
export const GroupUpdatesEventSchema = z.object({
  groups: z.array(z.object({ id: z.int(), name: z.string() })),
})

export const JackpotWinAwardEventSchema = z.object({
  jackpot_id: Id,
  amount_cents: Cents,
  currency: Currency,
  /** The win's row in GET /api/jackpot_wins, its jackpot and level (ADR 041). */
  win_id: Id.optional(),
  jackpot_identifier: Id.optional(),
  level_name: z.string().optional(),
})

/** Payment provider notification (3-D Secure result, redirect done, …). */
export const PaymentNotificationEventSchema = z.object({
  payment_id: Id,
  state: PaymentStateSchema,
  message: z.string().nullable(),
})

/** A server-side analytics event for the client's trackers. */
export const AnalyticsEventSchema = z.object({
  event: z.string().min(1),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
})

/** Spec 1 §3 "Notification": id, type, text, title, event, expiry. */
export const PersonalNotificationEventSchema = z.object({
  id: Id,
  type: z.string().min(1),
  title: z.string(),
  text: z.string(),
  event: z.string().nullable(),
  expiry: Timestamp.nullable(),
})

export const TournamentNotificationEventSchema = z.object({
  id: Id,
  tournament_id: Id,
  title: z.string(),
  text: z.string(),
})

/** A payment reached a state the player should hear about (toast, analytics). */
export const PaymentsEventSchema = z.object({
  payment_id: Id,
  action: PaymentActionSchema,
  state: PaymentStateSchema,
  amount_cents: Cents,
  currency: Currency,
})

/** The payment history changed: the client re-fetches it. */
export const PaymentsChangesEventSchema = z.object({
  payment_id: Id,
  action: PaymentActionSchema,
  state: PaymentStateSchema,
})

export const PaymentMethodsUpdatedEventSchema = z.object({ currency: Currency.nullable() })

/** Spec 1 §3 "Account": bonus balance is amount minus available_to_cashout. */
export const BalanceEventSchema = z.object({
  currency: Currency,
  amount_cents: Cents,
  available_to_cashout_cents: Cents,
  active: z.boolean(),
})

export const PUBLIC_EVENT_SCHEMAS = {
  wins: WinEventSchema,
  jackpots_changes: JackpotChangeEventSchema,
  tournaments_leaderboards: TournamentLeaderboardEventSchema,
} as const satisfies Record<PublicChannel, z.ZodType>

export const PRIVATE_EVENT_SCHEMAS = {
  comps_award: CompsAwardEventSchema,
  bonuses_changes: BonusesChangesEventSchema,
  freespins_changes: FreespinsChangesEventSchema,
  lootboxes_changes: LootboxesChangesEventSchema,
  game_limits: GameLimitsEventSchema,
  tournaments_statuses: TournamentStatusEventSchema,
  group_updates: GroupUpdatesEventSchema,
  jackpot_win_award: JackpotWinAwardEventSchema,
  allsecure_notification: PaymentNotificationEventSchema,
  analytics: AnalyticsEventSchema,
  personal_notifications: PersonalNotificationEventSchema,
  tournament_notifications: TournamentNotificationEventSchema,
  payments_events: PaymentsEventSchema,
  payments_changes: PaymentsChangesEventSchema,
  payment_methods_updated: PaymentMethodsUpdatedEventSchema,
  balance: BalanceEventSchema,
} as const satisfies Record<PrivateEvent, z.ZodType>

export const REALTIME_EVENT_SCHEMAS = { ...PUBLIC_EVENT_SCHEMAS, ...PRIVATE_EVENT_SCHEMAS }

/** Event name → payload, for typed publishers and listeners. */
export type RealtimeEventMap = {
  [K in keyof typeof REALTIME_EVENT_SCHEMAS]: z.infer<(typeof REALTIME_EVENT_SCHEMAS)[K]>
}
