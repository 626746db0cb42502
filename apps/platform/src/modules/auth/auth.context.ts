// What the auth services need from a request, gathered once by the routes.
import type { BrandHost } from '@croupier/rules/brand'
import { findBrandHost } from '@croupier/rules/brand'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Database } from '../../db/client.ts'
import type { Mailer } from '../mail/mail.service.ts'
import type { CaptchaVerifier } from './captcha.ts'

export interface AuthDeps {
  db: Database
  mailer: Mailer
  captcha: CaptchaVerifier
  now: Date
}

export interface RequestInfo {
  ip: string
  userAgent: string | null
  /** Scheme and host links in emails point to: the page's own origin. */
  origin: string
  brandHost: BrandHost | undefined
}

/**
 * The origin emailed links use: the Origin header (the CSRF guard already held it to our hosts), else
 * the scheme and Host of the request itself.
 */
export function requestOrigin(request: FastifyRequest): string {
  const origin = request.headers.origin
  if (origin && origin !== 'null') {
    try {
      const url = new URL(origin)
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin
    } catch {
      // fall through to Host
    }
  }
  return `${request.protocol}://${request.host}`
}

export async function requestInfo(app: FastifyInstance, request: FastifyRequest): Promise<RequestInfo> {
  const hosts = await app.brandHosts.list(app.deps.db)
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    origin: requestOrigin(request),
    brandHost: findBrandHost(hosts, request.headers.host ?? ''),
  }
}

/** Email addresses are case-insensitive (spec 1 §5): stored and compared trimmed and lower case. */
export function normaliseEmail(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : ''
}
