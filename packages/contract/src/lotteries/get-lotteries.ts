// GET /api/lotteries — lotteries the viewer may see (ADR 041): another group's only for its members;
// texts by Accept-Language. The list leaves proof.ticket_ids empty (the detail has them).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { PromoStatusSchema } from '../tournaments/tournament.ts'
import { LotterySchema } from './lottery.ts'

export const getLotteries = defineEndpoint({
  method: 'GET',
  path: '/api/lotteries',
  summary: 'Lotteries',
  tags: ['lotteries'],
  query: z.object({ status: PromoStatusSchema.optional() }),
  response: z.array(LotterySchema),
})
