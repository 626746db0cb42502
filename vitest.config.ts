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
