// GET /api/player/adventures — the adventure calendars the signed-in player may see (spec 2 §2.7,
// §3 "Adventure day", §4; ADR 040): testers (group 21) and the adventure's groups; others 404
// NOT_FOUND. Each day in the player's wallet currency, with its state by the platform's clock.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { CentsSchema, CurrencyCodeSchema, TimestampSchema } from '../primitives.ts'

/** spec 2 §4: superb (the last extra day, not yet reached), completed, active (today), lost, future. */
export const ADVENTURE_DAY_STATES = ['superb', 'completed', 'active', 'lost', 'future'] as const
export const AdventureDayStateSchema = z.enum(ADVENTURE_DAY_STATES)
export type AdventureDayState = z.infer<typeof AdventureDayStateSchema>

/** The gift a completed day issued: a bonus or a free-spin batch (ids of /api/player/bonuses, /freespins). */
export const AdventureGiftSchema = z.object({
  kind: z.enum(['bonus', 'freespins']),
  id: z.string(),
  /** Still waiting for the player to activate it (stage issued, before its deadline). */
  activatable: z.boolean(),
})
export type AdventureGift = z.infer<typeof AdventureGiftSchema>

export const PlayerAdventureDaySchema = z.object({
  day: z.int().positive(),
  /** The title's three parts (spec 2 §3): label, step/total, date (read as YYYY-MM-DD). */
  label: z.string(),
  step: z.int().positive(),
  step_total: z.int().positive(),
  date: z.iso.date(),
  /** The day runs from starts_at to ends_at (UTC); an active card's timer counts to ends_at. */
  starts_at: TimestampSchema,
  ends_at: TimestampSchema,
  is_extra: z.boolean(),
  state: AdventureDayStateSchema,
  /** The prize in the player's currency: bonus money with its wager, or free spins on a game. */
  prize: z.object({
    bonus: z.object({ amount_cents: CentsSchema, wager: z.int().nonnegative() }).nullable(),
    freespins: z
      .object({ count: z.int().positive(), game: z.string(), wager: z.int().nonnegative() })
      .nullable(),
  }),
  /** Completed by one deposit of at least min_deposit_cents on the day. */
  condition: z.object({
    min_deposit_cents: CentsSchema,
    wager: z.int().nonnegative(),
    period_activation_days: z.int().positive(),
  }),
  completed_at: TimestampSchema.nullable(),
  gift: AdventureGiftSchema.nullable(),
})
export type PlayerAdventureDay = z.infer<typeof PlayerAdventureDaySchema>

export const PlayerAdventureSchema = z.object({
  id: z.string(),
  title: z.string(),
  currency: CurrencyCodeSchema,
  starts_at: TimestampSchema,
  ends_at: TimestampSchema,
  /** spec 2 §4: the last day completed, or today after the last day plus one. */
  finished: z.boolean(),
  /** spec 2 §4: the prize table shows to group 791. */
  show_prize_table: z.boolean(),
  days: z.array(PlayerAdventureDaySchema),
})
export type PlayerAdventure = z.infer<typeof PlayerAdventureSchema>

export const PlayerAdventuresSchema = z.object({ adventures: z.array(PlayerAdventureSchema).min(1) })
export type PlayerAdventures = z.infer<typeof PlayerAdventuresSchema>

export const getPlayerAdventures = defineEndpoint({
  method: 'GET',
  path: '/api/player/adventures',
  summary: "The adventure calendars the player may see, with each day's state",
  tags: ['adventures'],
  response: PlayerAdventuresSchema,
})
