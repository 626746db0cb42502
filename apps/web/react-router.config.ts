import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  appDirectory: 'app',
  // WEB_BUILD_DIR builds elsewhere (parallel test runs; server.ts reads the same variable).
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  // Every locale repeats the route tree (app/routes.ts): the browser learns only the routes it
  // navigates to, through /__manifest, so the initial manifest stays small.
  routeDiscovery: { mode: 'lazy' },
} satisfies Config
