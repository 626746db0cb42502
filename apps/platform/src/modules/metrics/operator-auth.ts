// The operator credential (OPERATOR_API_KEY) for operator endpoints: `Authorization: Bearer <key>`,
// compared in constant time; a player's session cookie never counts. No key configured: 403.
import { createHash, timingSafeEqual } from 'node:crypto'
import type { onRequestAsyncHookHandler } from 'fastify'
import { HttpError } from '../../http/errors.ts'

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Equal-length digests, so the comparison takes the same time whatever the given key. */
export function isOperatorKey(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected))
}

export function requireOperator(expected: string | undefined): onRequestAsyncHookHandler {
  return async (request) => {
    const header = request.headers.authorization
    const given = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : ''
    if (!given) throw new HttpError(401, 'UNAUTHORIZED', 'Send the operator key as a Bearer token.')
    if (!expected || !isOperatorKey(given, expected)) {
      throw new HttpError(403, 'FORBIDDEN', 'This key may not read operator figures.')
    }
  }
}
