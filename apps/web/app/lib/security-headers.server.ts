// Security headers of HTML documents. Scripts need this response's nonce (React Router's inline
// hydration scripts carry it); images may be data: URLs; everything else comes from this origin,
// where the platform's public paths are served too; the sportsbook host may be framed and may
// frame us (betting modals run inside its iframe, spec 1 §2).

export interface CspInput {
  /** null for a page cache's shared render: it adds its inline scripts' hashes (ADR 034). */
  nonce: string | null
  /** Sportsbook origin of this host, null when none is offered. */
  bettingUrl: string | null
}

function originOf(url: string | null): string | null {
  if (!url) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

export function contentSecurityPolicy({ nonce, bettingUrl }: CspInput): string {
  const sportsbook = originOf(bettingUrl)
  const withSportsbook = (...sources: string[]) => [...sources, ...(sportsbook ? [sportsbook] : [])].join(' ')
  return [
    "default-src 'self'",
    nonce === null ? "script-src 'self'" : `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self'",
    `frame-src ${withSportsbook("'self'")}`,
    `frame-ancestors ${withSportsbook("'self'")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
}

/** HSTS of pages served over https (the platform sends the same on its https answers). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains'

/** Headers every response of the web server carries (server.ts). */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
}
