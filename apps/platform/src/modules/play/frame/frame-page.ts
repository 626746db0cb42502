// The game frame's HTML document: no inline script (the data the script needs travels in a JSON
// data block, which CSP does not execute), one hashed script and one hashed stylesheet.
import type { FrameAssets } from './frame-assets.ts'

export interface FrameBootData {
  sessionId: string
  locale: string
  /** The `play.frame` messages of the locale, already merged over its fallback chain. */
  messages: Record<string, unknown>
}

/** The frame's own CSP: everything from this origin, nothing inline, framed only by this origin. */
export const FRAME_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ')

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** JSON safe inside a <script> data block: no `</script>`, no HTML comment openers. */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

export function frameHtml(boot: FrameBootData, assets: FrameAssets, lang: string): string {
  const loading = typeof boot.messages.loading === 'string' ? boot.messages.loading : 'Loading…'
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<title>${escapeHtml(loading)}</title>
<link rel="stylesheet" href="${assets.style.url}">
<script id="frame-data" type="application/json">${jsonForHtml(boot)}</script>
<script defer src="${assets.script.url}"></script>
</head>
<body>
<main id="frame" class="frame" aria-busy="true"><p class="frame-loading">${escapeHtml(loading)}</p></main>
</body>
</html>
`
}
