// POST /api/dev/lotteries/:id/draw — moves the lottery's end to now and runs the draw, answering the
// winners and the proof (outside production or with MAILBOX_ENABLED=1; ADR 041).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { LotteryProofSchema, LotteryWinnerSchema } from '../lotteries/lottery.ts'

export const drawDevLottery = defineEndpoint({
  method: 'POST',
  path: '/api/dev/lotteries/:id/draw',
  summary: 'Development: draw a lottery now',
  tags: ['dev'],
  params: z.object({ id: z.string().min(1).max(120) }),
  response: z.object({
    lottery_id: z.string(),
    winners: z.array(LotteryWinnerSchema),
    proof: LotteryProofSchema,
  }),
})
