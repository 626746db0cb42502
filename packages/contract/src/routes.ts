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
