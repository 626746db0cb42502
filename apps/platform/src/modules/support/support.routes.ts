// POST /api/send_contact_message (spec 1 §7): stored for the support team; invalid input is a 422
// with the field keys the client rethrows (spec 1 §8). Rate limited per IP against spam.
import { TELEMETRY_BODY_LIMIT } from '@croupier/contract/metrics/limits'
import { sendContactMessage } from '@croupier/contract/support/send-contact-message'
import type { FastifyInstance } from 'fastify'
import { route } from '../../http/route.ts'
import { insertContactMessage } from './support.repository.ts'

export const CONTACT_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' } as const

export function registerSupportRoutes(app: FastifyInstance): void {
  const { db } = app.deps
  route(
    app,
    sendContactMessage,
    async ({ body, request }) => {
      await insertContactMessage(db, { ...body, ip: request.ip })
      return { ok: true as const }
    },
    { bodyLimit: TELEMETRY_BODY_LIMIT, config: { rateLimit: CONTACT_RATE_LIMIT } },
  )
}
