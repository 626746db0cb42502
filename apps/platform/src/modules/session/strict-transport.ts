// HSTS on the platform's answers exactly when the request came over https (directly, or through a
// trusted proxy's X-Forwarded-Proto): a plain-http answer must not carry it (ADR 021).
import type { FastifyInstance } from 'fastify'
import { isTls } from '../../http/session.ts'

/** The same value the web server sends on its https pages. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains'

export function registerStrictTransportSecurity(app: FastifyInstance): void {
  // onSend: every answer, including errors and refusals sent by earlier hooks (CSRF, rate limit).
  app.addHook('onSend', async (request, reply, payload) => {
    if (isTls(request)) reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY)
    return payload
  })
}
