// Cache-Control values the platform sends, named once.
import type { FastifyReply } from 'fastify'

/** Operator config: edits show within a minute. */
export const CONFIG_CACHE_CONTROL = 'public, max-age=60'
/** Reference data that changes rarely (countries, currencies, statuses). */
export const REFERENCE_CACHE_CONTROL = 'public, max-age=300'
/** Static assets whose URL carries a version query. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable'
/** Answers that depend on the visitor (IP, User-Agent). */
export const PRIVATE_NO_STORE = 'private, no-store'

export function setCacheControl(reply: FastifyReply, value: string): void {
  reply.header('cache-control', value)
}
