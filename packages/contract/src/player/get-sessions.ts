// GET /api/player/sessions — the player's live sessions, newest first, the current one flagged.
// `id` is a public handle for DELETE, never the session token.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { TimestampSchema } from '../primitives.ts'

export const PlayerSessionSchema = z.object({
  id: z.string(),
  created_at: TimestampSchema,
  last_seen_at: TimestampSchema,
  expires_at: TimestampSchema,
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  current: z.boolean(),
})
export type PlayerSession = z.infer<typeof PlayerSessionSchema>

export const PlayerSessionsSchema = z.object({ sessions: z.array(PlayerSessionSchema) })

export const getSessions = defineEndpoint({
  method: 'GET',
  path: '/api/player/sessions',
  summary: "The player's live sessions",
  tags: ['player'],
  response: PlayerSessionsSchema,
})
