// CSRF guard (ARCHITECTURE.md "Auth"): every state-changing call must carry X-Requested-With (a
// header a cross-site form cannot set) and come from our own origin: Origin, or Referer when a
// browser sent no Origin, whose host is the request's Host or one of the brand hosts.
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

/** Host (with port) of an Origin or Referer value; null when absent, opaque ('null') or malformed. */
function hostOf(value: string | undefined): string | null {
  if (!value || value === 'null') return null
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.toLowerCase() : null
  } catch {
    return null
  }
}

export function isSameOrigin(
  sourceHost: string,
  requestHost: string | undefined,
  brandHosts: readonly BrandHost[],
): boolean {
  if (requestHost && sourceHost === requestHost.toLowerCase()) return true
  const name = normaliseHost(sourceHost)
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
    const source = origin !== undefined ? hostOf(origin) : hostOf(request.headers.referer)
    if (!source) return reject('no Origin or Referer')
    if (source === request.headers.host?.toLowerCase()) return
    const hosts = await app.brandHosts.list(app.deps.db)
    if (!isSameOrigin(source, request.headers.host, hosts)) return reject('foreign origin')
  })
}
