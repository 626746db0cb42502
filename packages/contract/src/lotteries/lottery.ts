// A lottery (spec 2 §3 "Lottery", ADR 041 "Lotteries"): tickets from deposits, play and the Rocket
// Mart; a commit–reveal draw at the end whose proof anyone can recompute with
// rules/fairness.ts#verifyTicketDraw. Before the draw only server_seed_hash is public.
import { z } from 'zod'
import { CentsByCurrencySchema, TimestampSchema } from '../primitives.ts'
import { PromoStatusSchema } from '../tournaments/tournament.ts'

export const LotteryPrizeSchema = z.object({
  place: z.int().positive(),
  type: z.enum(['cash', 'bonus']),
  /** Cash or bonus money per currency (minor units); a winner gets it in their wallet's currency. */
  amount: CentsByCurrencySchema,
})
export type LotteryPrize = z.infer<typeof LotteryPrizeSchema>

/** How tickets are earned: one per deposit of at least the amount in its currency; one per EUR cents of real stakes. */
export const LotteryTicketRulesSchema = z.object({
  deposit_min: CentsByCurrencySchema.nullable(),
  stake_eur_cents: z.int().positive().nullable(),
})

export const LotteryWinnerSchema = z.object({
  place: z.int().positive(),
  /** Masked: 6 characters + *** (rules/promotions.ts#maskNickname). */
  nickname: z.string(),
  ticket_id: z.string(),
  prize: LotteryPrizeSchema.nullable(),
  /** The currency the prize was paid in. */
  currency: z.string().nullable(),
  amount_cents: z.int().nonnegative().nullable(),
})
export type LotteryWinner = z.infer<typeof LotteryWinnerSchema>

/** One place's pick: hmac = HMAC-SHA256(server_seed, client_seed + ":" + nonce); roll indexes the tickets left. */
export const LotteryPickSchema = z.object({
  place: z.int().positive(),
  nonce: z.int().nonnegative(),
  hmac: z.string(),
  roll: z.string(),
  ticket_id: z.string(),
})

/**
 * The draw's proof: client_seed = sha256 of the ticket ids (ascending) joined by ","; place n picks
 * among the tickets not yet drawn. Null seeds and picks until the draw.
 */
export const LotteryProofSchema = z.object({
  server_seed_hash: z.string(),
  server_seed: z.string().nullable(),
  client_seed: z.string().nullable(),
  ticket_ids: z.array(z.string()),
  picks: z.array(LotteryPickSchema),
})
export type LotteryProof = z.infer<typeof LotteryProofSchema>

export const LotterySchema = z.object({
  /** Numeric id as a string. */
  id: z.string(),
  frontend_identifier: z.string(),
  title: z.string(),
  description: z.string(),
  terms: z.string(),
  image: z.string().nullable(),
  status: PromoStatusSchema,
  start_at: TimestampSchema,
  end_at: TimestampSchema,
  /** True while active and not yet drawn. */
  in_progress: z.boolean(),
  drawn_at: TimestampSchema.nullable(),
  group_ids: z.array(z.int()),
  ticket_rules: LotteryTicketRulesSchema,
  prizes: z.array(LotteryPrizeSchema),
  tickets_total: z.int().nonnegative(),
  /** The viewer's tickets (0 for guests). */
  tickets: z.int().nonnegative(),
  winners: z.array(LotteryWinnerSchema),
  proof: LotteryProofSchema,
})
export type Lottery = z.infer<typeof LotterySchema>
