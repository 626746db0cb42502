// POST /api/send_contact_message (spec 1 §7): stored for the support team; invalid input is a 422
// with the field keys the client rethrows (spec 1 §8). Rate limited per IP against spam.
import { TELEMETRY_BODY_LIMIT } from '@croupier/contract/metrics/limits'
import { sendContactMessage } from '@croupier/contract/support/send-contact-message'
import type { FastifyInstance } from 'fastify'
import { route } from '../../http/route.ts'
import * as support from './support.service.ts'

export const CONTACT_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' } as const

export function registerSupportRoutes(app: FastifyInstance): void {
  const { db } = app.deps
  route(app, sendContactMessage, ({ body, request }) => support.sendContactMessage(db, body, request.ip), {
    bodyLimit: TELEMETRY_BODY_LIMIT,
    config: { rateLimit: CONTACT_RATE_LIMIT },
  })
}
