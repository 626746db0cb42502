// GET /api/lotteries/:id — one lottery by id or frontend_identifier, with its winners and proof
// after the draw; 404 NOT_FOUND for an unknown one or one of a group the viewer is not in.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { LotterySchema } from './lottery.ts'

export const getLottery = defineEndpoint({
  method: 'GET',
  path: '/api/lotteries/:id',
  summary: 'A lottery',
  tags: ['lotteries'],
  params: z.object({ id: z.string().min(1).max(120) }),
  response: LotterySchema,
})
