// GET /messages/:locale.json — the message catalog of a locale: `{ <namespace>: {...} }` deep-merged
// over its fallback chain (spec 2 §5; localeFallbackChain). The client adds a 5-minute-bucket
// cache-busting query (spec 1 §7). ETag + 304; unknown locale: 404 JSON.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'

export const MESSAGES_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=60'

export const MessagesParamsSchema = z.object({ locale: z.string().max(16) })

/** Namespace → nested messages. */
/** `v`: the 5-minute cache bucket the client adds to bust caches (spec 1 §7); the platform ignores it. */
export const MessagesQuerySchema = z.object({ v: z.string().max(32).optional() })

export const MessagesSchema = z.record(z.string(), z.record(z.string(), z.unknown()))
export type Messages = z.infer<typeof MessagesSchema>

export const getMessages = defineEndpoint({
  method: 'GET',
  path: '/messages/:locale.json',
  summary: 'Message catalog of a locale (merged over its fallbacks)',
  tags: ['i18n'],
  params: MessagesParamsSchema,
  query: MessagesQuerySchema,
  response: MessagesSchema,
})
