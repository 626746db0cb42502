// Shared setup of the player test files: one app per file with the play fixtures, and a call as
// a signed-in player.
import { afterAll, beforeAll } from 'vitest'
import { insertPlayGames } from '../play-fixtures.ts'
import { type AnyEndpoint, type InjectOptions, inject } from './call.ts'
import { createTestApp, type TestApp } from './test-app.ts'

export let t: TestApp

/** Builds this file's app with the play fixtures in beforeAll and closes it in afterAll. */
export function setupPlayerApp() {
  beforeAll(async () => {
    t = await createTestApp({ config: { authRateLimitPerMinute: 1000 } })
    await insertPlayGames(t.db)
  })
  afterAll(() => t.close())
}

// Every player request carries the CSRF headers, GETs too.
export const call = <E extends AnyEndpoint>(endpoint: E, cookie: string, options: InjectOptions<E> = {}) =>
  inject(t.app, endpoint, { cookie, csrf: true, ...options })
