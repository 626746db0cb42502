// Headers of shared guest documents (ADR 034): the scripts a cached body carries are allowed by
// their hashes (one nonce must never serve many visitors), and caches are told how long to keep it.
import { createHash } from 'node:crypto'

/** Marks the page cache's own renders: no nonce, scripts allowed by hash (entry.server.tsx). */
export const SHARED_RENDER_HEADER = 'x-croupier-shared-render'

/** How long a CDN may keep a guest page, and serve it stale while it asks again (seconds). */
export const SHARED_MAX_AGE_S = 10
export const STALE_WHILE_REVALIDATE_S = 60

/** What a guest document rendered for sharing says to caches before the page cache sends it. */
export const SHARED_RENDER_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_S}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}`

/**
 * Cache-Control of a guest page as sent: shared caches may keep it only when the country comes
 * from a header they can vary on (GEO_HEADER); a country read from the IP is invisible to a CDN.
 */
export function guestPageCacheControl(): string {
  return process.env.GEO_HEADER ? SHARED_RENDER_CACHE_CONTROL : 'private, no-cache'
}

// An inline script: <script …> without src, up to its end tag (script content cannot hold "</script").
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

/** CSP hash sources of every inline script in `html`, in document order, without repeats. */
export function hashInlineScripts(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', content = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || content === '') continue
    hashes.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** The policy with its script-src allowing `hashes` (a shared render's policy names no nonce). */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  return policy
    .split('; ')
    .map((directive) => (directive.startsWith('script-src ') ? [directive, ...hashes].join(' ') : directive))
    .join('; ')
}
