// DELETE /api/player/sessions/:id — sign out one session of the player (the current one too). 204;
// 404 NOT_FOUND when the player has no live session with that id.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'

export const deleteSession = defineEndpoint({
  method: 'DELETE',
  path: '/api/player/sessions/:id',
  summary: 'Sign out one of the player’s sessions',
  tags: ['player'],
  params: z.object({ id: z.string().max(100) }),
  response: z.null(),
  status: 204,
})
