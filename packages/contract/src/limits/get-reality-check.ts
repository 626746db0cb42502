// GET /api/player/reality_check — the reality check (UKGC RTS 13, GLI-19; beyond the spec, our path):
// the current play session in the active wallet's currency (real-money rounds no more than 30
// minutes apart), what it wagered and its net result, when the next reminder falls, and the
// player's net deposits (deposits minus withdrawals, all time). 401 without a session.
import { REALITY_CHECK_INTERVALS } from '@croupier/rules/limits'
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { CentsSchema, CurrencyCodeSchema, TimestampSchema } from '../primitives.ts'

export const RealityCheckIntervalSchema = z.union(REALITY_CHECK_INTERVALS.map((m) => z.literal(m)))

export const RealityCheckSchema = z.object({
  /** First round of the current play session; null when the player is not playing. */
  session_started_at: TimestampSchema.nullable(),
  /** Minutes of play in the session so far. */
  session_minutes: z.int().nonnegative(),
  interval_minutes: z.int().positive(),
  /** When the client shows the next reminder; null when not playing. */
  next_check_at: TimestampSchema.nullable(),
  currency: CurrencyCodeSchema,
  wagered_cents: CentsSchema,
  won_cents: CentsSchema,
  /** Wins minus bets: negative when the player is down. */
  net_result_cents: z.int(),
  /** Deposits minus withdrawals in this currency, all time (profile). */
  net_deposits_cents: z.int(),
})
export type RealityCheck = z.infer<typeof RealityCheckSchema>

export const getRealityCheck = defineEndpoint({
  method: 'GET',
  path: '/api/player/reality_check',
  summary: 'Session time, amount wagered and net result of the current play session',
  tags: ['limits'],
  response: RealityCheckSchema,
})
