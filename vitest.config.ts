import { defineConfig } from 'vitest/config'

// Test tiers run by scripts/test.mjs; each project can also run alone with --project.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'rules', root: 'packages/rules', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          passWithNoTests: true,
        },
      },
      {
        test: {
          name: 'platform',
          root: 'apps/platform',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ['test/**/*.redis.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { NODE_ENV: 'test' },
        },
      },
      {
        test: {
          name: 'platform-redis',
          root: 'apps/platform',
          include: ['test/**/*.redis.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { NODE_ENV: 'test' },
        },
      },
      {
        test: {
          // Generated invalid input against every endpoint of the contract (npm test: fuzz tiers).
          name: 'platform-fuzz',
          root: 'apps/platform',
          include: ['fuzz/**/*.fuzz.test.ts'],
          passWithNoTests: true,
          testTimeout: 600_000,
          hookTimeout: 120_000,
          env: { NODE_ENV: 'test' },
        },
      },
      {
        test: {
          // The platform killed with SIGKILL mid-flight, then the ledger's invariants checked in SQL.
          name: 'platform-crash',
          root: 'apps/platform',
          include: ['crash/**/*.crash.test.ts'],
          passWithNoTests: true,
          testTimeout: 600_000,
          hookTimeout: 120_000,
          env: { NODE_ENV: 'test' },
        },
      },
      {
        test: {
          name: 'web-unit',
          root: 'apps/web',
          include: ['app/**/*.test.ts', 'app/**/*.test.tsx'],
          environment: 'happy-dom',
          passWithNoTests: true,
        },
      },
    ],
  },
})
