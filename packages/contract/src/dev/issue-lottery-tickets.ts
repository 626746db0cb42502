// POST /api/dev/lotteries/:id/tickets — gives a player tickets, as the operator would (outside
// production or with MAILBOX_ENABLED=1); answers the player's tickets in that lottery.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { Int4IdSchema } from '../primitives.ts'

export const issueDevLotteryTickets = defineEndpoint({
  method: 'POST',
  path: '/api/dev/lotteries/:id/tickets',
  summary: 'Development: give a player lottery tickets',
  tags: ['dev'],
  params: z.object({ id: z.string().min(1).max(120) }),
  body: z.object({
    email: z.string().max(255).optional(),
    player_id: Int4IdSchema.optional(),
    count: z.int().min(1).max(1000),
  }),
  response: z.object({ lottery_id: z.string(), tickets: z.int().nonnegative() }),
  status: 201,
})
