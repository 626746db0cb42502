// GET /api/player/settings — the signed-in player's settings (spec 1 §3 "Player settings":
// real-time channel config url, user). 401 `{ error: 'UNAUTHORIZED' }` without a session.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'

export const RealtimeSettingsSchema = z.object({
  /** Socket.IO origin; `/` means the page's own origin (the web server proxies the path). */
  url: z.string(),
  /** Socket.IO path, `/socket.io`. */
  path: z.string(),
  /** The player's channel token: sent as `auth: { token }` to join the private room. */
  user: z.string(),
})
export type RealtimeSettings = z.infer<typeof RealtimeSettingsSchema>

/** Later issues add their fields here (locale, bonus settings, …); keep each one a named key. */
export const PlayerSettingsSchema = z.object({
  realtime: RealtimeSettingsSchema,
})
export type PlayerSettings = z.infer<typeof PlayerSettingsSchema>

export const getPlayerSettings = defineEndpoint({
  method: 'GET',
  path: '/api/player/settings',
  summary: "The signed-in player's settings, including the realtime channel config",
  tags: ['player'],
  response: PlayerSettingsSchema,
})
