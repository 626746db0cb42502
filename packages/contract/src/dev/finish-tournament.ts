// POST /api/dev/tournaments/:id/finish — moves the tournament's end to now and runs the end job,
// answering the prizes (outside production or with MAILBOX_ENABLED=1; ADR 041).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { TournamentWinnerSchema } from '../tournaments/tournament.ts'

export const finishDevTournament = defineEndpoint({
  method: 'POST',
  path: '/api/dev/tournaments/:id/finish',
  summary: 'Development: end a tournament now and pay its prizes',
  tags: ['dev'],
  params: z.object({ id: z.string().min(1).max(120) }),
  response: z.object({ tournament_id: z.string(), winners: z.array(TournamentWinnerSchema) }),
})
