// POST /api/pwa_events {event} — installed-app events (spec 1 §4: an open event once per session for
// native installs). 204 No Content.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'

export const PWA_EVENTS = ['install_prompt_shown', 'installed', 'open', 'install_dismissed'] as const

export const PwaEventBodySchema = z.object({ event: z.enum(PWA_EVENTS) })
export type PwaEventBody = z.infer<typeof PwaEventBodySchema>

export const postPwaEvent = defineEndpoint({
  method: 'POST',
  path: '/api/pwa_events',
  summary: 'Progressive web app event',
  tags: ['metrics'],
  body: PwaEventBodySchema,
  response: z.null(),
  status: 204,
})
