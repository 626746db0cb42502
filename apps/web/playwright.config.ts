// Journeys in Debian's Chromium against the real platform and the production web build.
// The platform trusts `x-test-country` as its geo header here, so a test can be an Australian
// or Estonian visitor by sending that header (GEO_HEADER, README "Configuration").
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { JOURNEY_OPERATOR_KEY } from './tests/e2e/support/operator'

const root = path.resolve(import.meta.dirname, '../..')
const webPort = Number(process.env.E2E_PORT ?? 3100)
const platformPort = Number(process.env.E2E_PLATFORM_PORT ?? 3101)
// A fresh database per run (workers re-read this file but start no servers).
const dataDir = path.join(root, '.tmp', `e2e-data-${process.env.E2E_RUN_ID ?? Date.now()}`)
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  PORT: String(webPort),
  PLATFORM_PORT: String(platformPort),
  GEO_HEADER: 'x-test-country',
  LOG_LEVEL: 'warn',
  // The journeys read confirmation and reset emails from the outbox, and sign in many times.
  MAILBOX_ENABLED: '1',
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  // Field web vitals: off unless a journey forces them (field-vitals.spec.ts), read with this key.
  FIELD_VITALS_SAMPLE_RATE: '0',
  OPERATOR_API_KEY: JOURNEY_OPERATOR_KEY,
} as Record<string, string>

// `npm test` runs the journeys against the compiled servers, as production does
// (E2E_COMPILED=1 after scripts/build-servers.mjs); a journey run by hand uses the sources.
const serverCommand = (source: string) =>
  process.env.E2E_COMPILED === '1'
    ? 'node --enable-source-maps dist/server.js'
    : `${root}/node_modules/.bin/tsx ${source}`

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: process.env.E2E_OUTPUT_DIR ?? path.join(root, '.tmp/test-results'),
  use: {
    baseURL: `http://localhost:${webPort}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [
    {
      command: serverCommand('src/server.ts'),
      cwd: path.join(root, 'apps/platform'),
      url: `http://127.0.0.1:${platformPort}/health`,
      env,
      timeout: 120_000,
      reuseExistingServer: false,
    },
    {
      command: serverCommand('server.ts'),
      cwd: path.join(root, 'apps/web'),
      url: `http://127.0.0.1:${webPort}/health`,
      env,
      timeout: 60_000,
      reuseExistingServer: false,
    },
  ],
})
