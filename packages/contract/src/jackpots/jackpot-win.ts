// A jackpot win as listed (spec 2 §3 "Jackpot win"), with the proof that its level's drop point was
// committed before the cycle began (ADR 041): sha256(server_seed) is the hash shown during the cycle.
import { z } from 'zod'
import { CentsSchema, CurrencyCodeSchema, TimestampSchema } from '../primitives.ts'

export const JackpotWinProofSchema = z.object({
  cycle: z.int().positive(),
  server_seed: z.string(),
  server_seed_hash: z.string(),
  /** The HMAC message: `jackpot:<level_id>:<cycle>`. */
  client_seed: z.string(),
  /** The drop point was drawn in (from, to]: rules/jackpots.ts#verifyDropPoint recomputes it. */
  drop_from_cents: CentsSchema,
  drop_to_cents: CentsSchema,
  drop_point_cents: CentsSchema,
})

export const JackpotWinSchema = z.object({
  id: z.int().positive(),
  /** Masked: six characters and `***` (spec 2 §9). */
  user_name: z.string(),
  amount_cents: CentsSchema,
  currency: CurrencyCodeSchema,
  /** The pool's own amount and currency (the same as the win's: pools are per currency). */
  jackpot_original_amount_cents: CentsSchema,
  jackpot_original_currency: CurrencyCodeSchema,
  jackpot_level_name: z.string(),
  jackpot: z.object({ identifier: z.string(), title: z.string() }),
  /** The game of the winning stake; null when the game has gone from the catalogue. */
  game: z.object({ identifier: z.string(), title: z.string() }).nullable(),
  /** Null for the demo wins the seed writes (they had no cycle of their own). */
  proof: JackpotWinProofSchema.nullable(),
  created_at: TimestampSchema,
})
export type JackpotWin = z.infer<typeof JackpotWinSchema>
