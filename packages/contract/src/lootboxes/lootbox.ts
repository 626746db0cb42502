// A lootbox (spec 2 §3 "Lootbox", ADR 040): a prize table copied onto the box when it is issued,
// drawn once by commit–reveal. Stages spec 2 §4: issued → activated | expired.
import { z } from 'zod'
import { CentsByCurrencySchema, CurrencyCodeSchema, TimestampSchema } from '../primitives.ts'

export const LOOTBOX_STAGES = ['issued', 'activated', 'expired'] as const
export const LootboxStageSchema = z.enum(LOOTBOX_STAGES)
export type LootboxStage = z.infer<typeof LootboxStageSchema>

/** Who gave the box: the Rocket Mart, a VIP status gift, a level gift, the operator, a wheel tournament. */
export const LOOTBOX_SOURCES = ['shop', 'vip', 'level', 'operator', 'tournament'] as const
export const LootboxSourceSchema = z.enum(LOOTBOX_SOURCES)
export type LootboxSource = z.infer<typeof LootboxSourceSchema>

export const LootboxItemSchema = z.object({
  /** Stable within the box (a wheel segment's id, or the prize table's item id). */
  id: z.string(),
  title: z.string(),
  type: z.enum(['bonus', 'freespins']),
  attributes: z.object({
    /** Bonus money per currency (type bonus). */
    amount: CentsByCurrencySchema.optional(),
    /** Free spins (type freespins) and the game they play on, `producer:slug`. */
    freespins_count: z.int().positive().optional(),
    game: z.string().optional(),
    /** Segment colour on a wheel. */
    color: z.string().optional(),
  }),
  /** What the prize becomes: wagered `wager` times, winnings capped at max_win (free spins). */
  result_bonus: z.object({
    wager: z.int().nonnegative(),
    max_win: CentsByCurrencySchema.nullable(),
  }),
  /** Relative odds: the chance is weight / sum of weights. */
  weight: z.int().nonnegative(),
  /** The drawn item, once the box is activated. */
  prize: z.boolean(),
})
export type LootboxItem = z.infer<typeof LootboxItemSchema>

/**
 * The commit–reveal proof (ADR 040): server_seed_hash = sha256(server_seed) is shown from issue;
 * hmac = HMAC-SHA256(server_seed, client_seed + ":" + nonce) and the seeds show after activation.
 */
export const LootboxFairnessSchema = z.object({
  server_seed_hash: z.string(),
  server_seed: z.string().nullable(),
  client_seed: z.string().nullable(),
  nonce: z.int().nonnegative(),
  hmac: z.string().nullable(),
})
export type LootboxFairness = z.infer<typeof LootboxFairnessSchema>

export const LootboxSchema = z.object({
  id: z.string(),
  group_key: z.string(),
  stage: LootboxStageSchema,
  source: LootboxSourceSchema,
  /** Wallet currency the prize is issued in. */
  currency: CurrencyCodeSchema,
  created_at: TimestampSchema,
  valid_until: TimestampSchema.nullable(),
  activated_at: TimestampSchema.nullable(),
  items: z.array(LootboxItemSchema).min(1),
  /** Index into items of the prize, once activated. */
  prize_index: z.int().nonnegative().nullable(),
  fairness: LootboxFairnessSchema,
  /** The wheel the box spins (group_key starting with wheel or manual_wheel), else null. */
  wheel_id: z.string().nullable(),
  /** What the prize was issued as, once activated. */
  bonus_id: z.string().nullable(),
  freespins_id: z.string().nullable(),
})
export type Lootbox = z.infer<typeof LootboxSchema>

/** Printable ASCII, 1–64 characters: the player's part of the draw. */
export const ClientSeedSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[\x20-\x7e]+$/)
