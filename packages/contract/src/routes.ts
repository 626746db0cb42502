// Paths the platform answers directly to the browser. In the embedded default the web server
// proxies exactly these; in production an ingress routes them.
export const PLATFORM_PUBLIC_PATHS = [
  '/api',
  '/messages',
  '/client-context',
  '/check-email',
  '/log',
  '/log_utm_set',
  '/log_utm_send',
  '/performance',
  '/network-performance',
  '/metrics-errors-validation',
  '/socket.io',
  '/health',
  '/games-assets',
  '/game-frame',
  '/restore-id',
  '/jam',
] as const

/** Brand assets (logos, icons) the platform serves by file name, outside the endpoint table. */
export const BRAND_ASSETS_PATH = '/api/assets'
/** The platform's OpenAPI documentation (generated from the contract). */
export const API_DOCS_PATH = '/api/docs'
