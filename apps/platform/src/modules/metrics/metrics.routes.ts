// Client telemetry (spec 1 §5, §7): logs, timings, network quality, validation errors, UTM and PWA
// events. Public and fire-and-forget, so each route is bounded: 16 KB bodies, capped strings in the
// contract, and a per-IP rate limit. Answers 204. The operator reads the field's web vitals back
// with the operator key (operator-auth.ts).
import type { Endpoint } from '@croupier/contract/endpoint'
import { getFieldPerformance } from '@croupier/contract/metrics/get-field-performance'
import { TELEMETRY_BODY_LIMIT } from '@croupier/contract/metrics/limits'
import { postLogUtmSend } from '@croupier/contract/metrics/post-log-utm-send'
import { postLogUtmSet } from '@croupier/contract/metrics/post-log-utm-set'
import { postPwaEvent } from '@croupier/contract/metrics/post-pwa-event'
import { putLog } from '@croupier/contract/metrics/put-log'
import { putMetricsErrorsValidation } from '@croupier/contract/metrics/put-metrics-errors-validation'
import { putNetworkPerformance } from '@croupier/contract/metrics/put-network-performance'
import { putPerformance } from '@croupier/contract/metrics/put-performance'
import type { FastifyInstance } from 'fastify'
import { route } from '../../http/route.ts'
import { fieldPerformance, recordClientEvent } from './metrics.service.ts'
import { requireOperator } from './operator-auth.ts'

/** Per IP: an operator's dashboard, not a key-guessing loop. */
export const OPERATOR_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const

/** Per IP and route: generous for a real browser, tight for a flood. */
export const TELEMETRY_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const

const TELEMETRY = [
  [putLog, 'log'],
  [putPerformance, 'performance'],
  [putNetworkPerformance, 'network-performance'],
  [putMetricsErrorsValidation, 'validation-errors'],
  [postLogUtmSet, 'utm-set'],
  [postLogUtmSend, 'utm-send'],
  [postPwaEvent, 'pwa'],
] as const satisfies readonly (readonly [Endpoint, string])[]

export function registerMetricsRoutes(app: FastifyInstance): void {
  const { db } = app.deps
  for (const [endpoint, kind] of TELEMETRY) {
    route(
      app,
      endpoint as Endpoint,
      ({ body, request }) => recordClientEvent(db, { kind, payload: body, ip: request.ip }, app.clock()),
      { bodyLimit: TELEMETRY_BODY_LIMIT, config: { rateLimit: TELEMETRY_RATE_LIMIT } },
    )
  }
  route(app, getFieldPerformance, ({ query }) => fieldPerformance(db, query.window_hours, app.clock()), {
    cache: 'private-no-store',
    onRequest: requireOperator(app.deps.config.operatorApiKey),
    config: { rateLimit: OPERATOR_RATE_LIMIT },
  })
}
