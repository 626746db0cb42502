// POST /api/dev/lotteries — creates a lottery starting now, standing in for the operator's back
// office so journeys make their own (outside production or with MAILBOX_ENABLED=1).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { LotterySchema } from '../lotteries/lottery.ts'
import { CentsByCurrencySchema } from '../primitives.ts'

export const createDevLottery = defineEndpoint({
  method: 'POST',
  path: '/api/dev/lotteries',
  summary: 'Development: create a lottery',
  tags: ['dev'],
  body: z.object({
    identifier: z.string().regex(/^[a-z0-9-]{3,80}$/),
    title: z.string().min(1).max(120),
    minutes: z
      .int()
      .min(1)
      .max(60 * 24 * 60),
    deposit_min: CentsByCurrencySchema.optional(),
    stake_eur_cents: z.int().positive().max(100_000_000).optional(),
    group_ids: z.array(z.int().positive()).max(20).optional(),
    prizes: z
      .array(
        z.object({
          place: z.int().min(1).max(100),
          type: z.enum(['cash', 'bonus']),
          amount: CentsByCurrencySchema,
        }),
      )
      .max(100)
      .optional(),
  }),
  response: LotterySchema,
  status: 201,
})
