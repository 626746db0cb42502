import { defineConfig } from 'vitest/config'

// Lets `npx vitest run` work from this directory; from the repo root the `rules` project is used.
export default defineConfig({
  test: { name: 'rules', include: ['src/**/*.test.ts'] },
})
