// CSRF guard (ARCHITECTURE.md "Auth"): every state-changing call must carry X-Requested-With (a
// header a cross-site form cannot set) and come from our own origin: Origin, or Referer when a
// browser sent no Origin, with the request's own scheme, host and port (ADR 021).
import { type BrandHost, normaliseHost } from '@croupier/rules/brand'
import type { FastifyInstance, FastifyRequest } from 'fastify'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Telemetry beacons: navigator.sendBeacon cannot set headers, and they change nothing a player owns. */
export const CSRF_EXEMPT = new Set([
  'PUT /log',
  'PUT /performance',
  'PUT /network-performance',
  'PUT /metrics-errors-validation',
  'POST /log_utm_set',
  'POST /log_utm_send',
  'POST /api/pwa_events',
  // Server-to-server: the payment provider's callback is authenticated by its HMAC signature.
  'POST /api/payments/callback',
])

/** Scheme, host and port of an Origin or Referer value; null when absent, opaque ('null') or malformed. */
function originOf(value: string | undefined): URL | null {
  if (!value || value === 'null') return null
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

/**
 * The request's own origin: its scheme and Host, each from X-Forwarded-Proto / X-Forwarded-Host when a
 * trusted proxy (TRUST_PROXY) sent them, which is how the web server and loaders pass the page's origin.
 */
export function ownOrigin(request: Pick<FastifyRequest, 'protocol' | 'host'>): URL | null {
  return originOf(`${request.protocol}://${request.host}`)
}

/**
 * Same origin: scheme, host and port equal the request's own; or the host is a brand host served on
 * the request's own scheme and port (brand hosts carry no port: one server answers all of them).
 */
export function isSameOrigin(source: URL, own: URL | null, brandHosts: readonly BrandHost[]): boolean {
  if (!own || source.protocol !== own.protocol || source.port !== own.port) return false
  if (source.host === own.host) return true
  const name = normaliseHost(source.host)
  return brandHosts.some((h) => normaliseHost(h.host) === name)
}

export function registerCsrfGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    if (!STATE_CHANGING.has(request.method)) return
    const path = request.url.split('?')[0] ?? ''
    if (CSRF_EXEMPT.has(`${request.method} ${path}`)) return
    const reject = (why: string) =>
      reply.status(403).send({ error: 'CSRF_REJECTED', message: `Cross-site request refused: ${why}.` })
    if (!request.headers['x-requested-with']) return reject('X-Requested-With is missing')
    const origin = request.headers.origin
    const source = origin !== undefined ? originOf(origin) : originOf(request.headers.referer)
    if (!source) return reject('no Origin or Referer')
    const own = ownOrigin(request)
    if (own && source.origin === own.origin) return
    const hosts = await app.brandHosts.list(app.deps.db)
    if (!isSameOrigin(source, own, hosts)) return reject('foreign origin')
  })
}
