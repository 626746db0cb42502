// The platform's paths outside the contract (game frame, assets, previews, catalogs, health) hold up
// to the fuzz tier's hostile input; a real fault (the database gone) is still a 500 in the
// platform's shape, so the 4xx answers come from validation, not from hiding errors.

import * as api from '@croupier/contract/api.generated'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ASSETS_PATH_PREFIX } from '../src/modules/brand/brand.routes.ts'
import { PREVIEW_PATH_PREFIX } from '../src/modules/catalogue/preview.ts'
import { FRAME_ASSET_PREFIX } from '../src/modules/play/frame/frame-assets.ts'
import { register } from '../test/helpers/auth.ts'
import { inject } from '../test/helpers/call.ts'
import { API_PREFIX, GAME_FRAME_PREFIX, HEALTH_PATH, OPENAPI_JSON } from '../test/helpers/platform-paths.ts'
import { createTestApp, csrfHeaders, type TestApp } from '../test/helpers/test-app.ts'
import { insertPlayGames, SLOT } from '../test/play-fixtures.ts'
import { isPlatformErrorBody, judge, runCases } from './fuzz-client.ts'
import type { FuzzCase } from './generate.ts'
import { HOSTILE_SEGMENTS } from './hostile-values.ts'

let t: TestApp
let cookie: string

beforeAll(async () => {
  t = await createTestApp()
  await insertPlayGames(t.db)
  cookie = (await register(t.app)).cookie
})

afterAll(async () => {
  await t?.close()
})

/** Each path parameter of a route outside the contract, replaced by each hostile segment. */
function segmentCases(template: string, fill: Record<string, string>): FuzzCase[] {
  const names = [...template.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!)
  return names.flatMap((name) =>
    HOSTILE_SEGMENTS.map(([label, segment]) => ({
      label: `${name}: ${label}`,
      method: 'GET' as const,
      url: template.replace(/:([A-Za-z]+)/g, (_, other: string) => (other === name ? segment : fill[other]!)),
      headers: {},
    })),
  )
}

describe('platform paths outside the contract', () => {
  it('answer hostile path segments and queries with a 4xx in the platform shape', async () => {
    const session = await inject(t.app, api.launchGame, { body: { game: SLOT, mode: 'demo' } })
    const sessionId = (session.json() as { id: string }).id
    const [provider, slug] = SLOT.split('/') as [string, string]
    const cases: FuzzCase[] = [
      ...segmentCases(`${GAME_FRAME_PREFIX}/:sessionId`, { sessionId }),
      ...segmentCases(`${FRAME_ASSET_PREFIX}/:file`, {}),
      ...segmentCases(`${ASSETS_PATH_PREFIX}/:file`, {}),
      ...segmentCases(`${PREVIEW_PATH_PREFIX}/:provider/:file`, { provider, file: `${slug}.svg` }),
      ...segmentCases(api.getMessages.path, {}),
      ...segmentCases(`${API_PREFIX}/:unknown`, {}),
      ...segmentCases('/play/:producer/x', {}),
      ...['%00', '%01', '%ED%A0%80', `${'x'.repeat(16 * 1024)}`].flatMap((value) =>
        [
          `${HEALTH_PATH}?x=${value}`,
          `${GAME_FRAME_PREFIX}/${sessionId}?locale=${value}`,
          `${api.getClientContext.path}?locale=${value}`,
          `${OPENAPI_JSON}?x=${value}`,
          `/${value}`,
        ].map((url) => ({
          label: `query or path ${value.slice(0, 12)}`,
          method: 'GET' as const,
          url,
          headers: {},
        })),
      ),
    ]
    for (const identity of [{ name: 'guest' }, { name: 'player', cookie }]) {
      expect(await runCases(t.app, cases, identity)).toEqual([])
    }
  })
})

/** Drops the throwaway PostgreSQL database of an app whose pool is already gone. */
async function dropDatabase(databaseUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`)
  await admin.end()
}

describe('a real fault', () => {
  it('answers 500 in the platform shape when the database is gone', async () => {
    const broken = await createTestApp()
    const app: FastifyInstance = broken.app
    const player = await register(app)
    await (broken.db.$client as { close?: () => Promise<void>; end?: () => Promise<void> }).close?.()
    await (broken.db.$client as { end?: () => Promise<void> }).end?.()
    try {
      for (const request of [
        { method: 'GET' as const, url: api.getPlayer.path, headers: { cookie: player.cookie } },
        {
          method: 'POST' as const,
          url: api.signIn.path,
          headers: csrfHeaders,
          payload: { user: { email: 'demo@croupier.local', password: 'wrong-password' } },
        },
      ]) {
        const response = await app.inject(request)
        expect(response.statusCode).toBe(500)
        expect(response.json()).toEqual({ error: 'INTERNAL', message: 'Something went wrong.' })
        expect(judge(response)).toBe('500')
        expect(isPlatformErrorBody(500, response.body)).toBe(true)
      }
    } finally {
      await app.close()
      if (broken.config.databaseUrl) await dropDatabase(broken.config.databaseUrl)
    }
  })
})
