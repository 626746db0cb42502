// Shared setup of the player test files: one app per file with the play fixtures, and a call as
// a signed-in player.
import { afterAll, beforeAll } from 'vitest'
import { insertPlayGames } from '../play-fixtures.ts'
import { createTestApp, csrfHeaders, type TestApp } from './test-app.ts'

export let t: TestApp

/** Builds this file's app with the play fixtures in beforeAll and closes it in afterAll. */
export function setupPlayerApp() {
  beforeAll(async () => {
    t = await createTestApp({ config: { authRateLimitPerMinute: 1000 } })
    await insertPlayGames(t.db)
  })
  afterAll(() => t.close())
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
export const call = (method: Method, url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...csrfHeaders, cookie }, ...(payload ? { payload } : {}) })
