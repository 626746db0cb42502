// POST /api/user_limits — create or update a limit (spec 1 §7 Limits). One money limit per type,
// period and currency; one session limit per period. A new limit or a lower amount applies at once;
// a higher amount becomes `pending_increase` (24 h cooling period and the emailed link, UKGC RTS 12).
// Cooling-off and self-exclusion start at once and cannot be lifted early; self-exclusion signs the
// player out of every session (the answer clears the cookie). 200 the limit; 422 `errors.<field>`
// (a period the type does not take: `errors.period`); 401 without a session.
import { MONEY_LIMIT_TYPES, SESSION_LIMIT_MAX_MINUTES } from '@croupier/rules/limits'
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { CurrencyCodeSchema } from '../primitives.ts'
import { LimitPeriodSchema, UserLimitSchema } from './user-limit.ts'

export const CreateUserLimitBodySchema = z.discriminatedUnion('type', [
  z.object({
    type: z.enum(MONEY_LIMIT_TYPES),
    period: LimitPeriodSchema,
    currency: CurrencyCodeSchema,
    amount_cents: z.int().positive().max(Number.MAX_SAFE_INTEGER),
  }),
  z.object({
    type: z.literal('session'),
    period: LimitPeriodSchema,
    minutes: z.int().positive().max(SESSION_LIMIT_MAX_MINUTES),
  }),
  z.object({ type: z.enum(['coolingoff', 'selfexclusion']), period: LimitPeriodSchema }),
])
export type CreateUserLimitBody = z.infer<typeof CreateUserLimitBodySchema>

export const createUserLimit = defineEndpoint({
  method: 'POST',
  path: '/api/user_limits',
  summary: 'Create or update a responsible-gambling limit',
  tags: ['limits'],
  body: CreateUserLimitBodySchema,
  response: UserLimitSchema,
})
