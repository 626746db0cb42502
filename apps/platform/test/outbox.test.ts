// The outbox of domain events (ADR 030): an event exists only if its transaction commits, survives
// a platform that stops before dispatching, is delivered once across two instances over one
// PostgreSQL, and a failing subscriber gets it again without holding up the others. Runs on PGlite
// and on PostgreSQL (TEST_DATABASE_URL); the two-instance race needs PostgreSQL.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts'
import { emitEvent } from '../src/modules/events/events.service.ts'
import { findEvents } from '../src/modules/events/outbox.repository.ts'
import { createPostgresDatabase } from './helpers/test-app.ts'

const adminUrl = process.env.TEST_DATABASE_URL

/** A database that outlives one platform: a PGlite directory or a PostgreSQL database of its own. */
async function sharedDatabase(): Promise<{ open(): Promise<DatabaseHandle>; drop(): Promise<void> }> {
  if (adminUrl) {
    const postgres = await createPostgresDatabase(adminUrl, 'croupier_outbox')
    return { open: () => openDatabase({ databaseUrl: postgres.url, dataDir: '' }), drop: postgres.drop }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-outbox-'))
  return {
    open: () => openDatabase({ dataDir: dir }),
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  }
}

/** A platform on `database`; OUTBOX_* settings for this instance only. */
async function platform(
  database: DatabaseHandle,
  outbox: Record<string, string>,
  before?: (app: FastifyInstance) => void,
) {
  const saved = { ...process.env }
  Object.assign(process.env, outbox)
  try {
    const config = { ...loadConfig({ NODE_ENV: 'test' }), logLevel: 'silent', dataDir: 'memory://' }
    const app = await buildApp({ config, db: database.db })
    before?.(app)
    await app.ready()
    return app
  } finally {
    process.env = saved
  }
}

const limitChanged = (playerId: number) =>
  ({
    type: 'limit.changed',
    payload: { player_id: playerId, limit_id: null, type: 'deposit', reached: false },
  }) as const

async function until(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

let shared: Awaited<ReturnType<typeof sharedDatabase>>
const handles: DatabaseHandle[] = []
const apps: FastifyInstance[] = []
async function open(): Promise<DatabaseHandle> {
  const handle = await shared.open()
  handles.push(handle)
  return handle
}

beforeAll(async () => {
  shared = await sharedDatabase()
})
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close()
  for (const handle of handles.splice(0)) await handle.close()
})
afterAll(async () => {
  await shared?.drop()
})

describe('the outbox', () => {
  it('never delivers an event whose transaction rolled back', async () => {
    const db = await open()
    const seen: number[] = []
    const app = await platform(db, { OUTBOX_POLL_MS: '0' }, (a) =>
      a.events.subscribe('limit.changed', 'test', (event) => {
        seen.push(event.payload.player_id)
      }),
    )
    apps.push(app)
    await expect(
      db.db.transaction(async (tx) => {
        await emitEvent(tx, limitChanged(1))
        throw new Error('the change fails')
      }),
    ).rejects.toThrow('the change fails')
    await db.db.transaction((tx) => emitEvent(tx, limitChanged(2)))
    await app.events.dispatch()
    expect(seen).toEqual([2])
    const written = (await findEvents(db.db)).map((e) => (e.payload as { player_id: number }).player_id)
    expect(written).toContain(2)
    expect(written).not.toContain(1)
  })

  it('delivers an event that a stopped platform never dispatched once a platform starts on the database', async () => {
    const first = await open()
    const stopped = await platform(first, { OUTBOX_POLL_MS: '0' })
    await first.db.transaction((tx) => emitEvent(tx, limitChanged(7)))
    await stopped.close()
    await first.close()
    handles.splice(handles.indexOf(first), 1)

    const seen: number[] = []
    const restarted = await platform(await open(), { OUTBOX_POLL_MS: '50' }, (a) =>
      a.events.subscribe('limit.changed', 'test', (event) => {
        seen.push(event.payload.player_id)
      }),
    )
    apps.push(restarted)
    await until(() => seen.includes(7))
    expect(seen.filter((id) => id === 7)).toHaveLength(1)
  })

  it('gives an event to a failing subscriber again later, without holding up the others or repeating once-only effects', async () => {
    const db = await open()
    const calls = { flaky: 0, steady: 0, once: 0 }
    const app = await platform(db, { OUTBOX_POLL_MS: '0', OUTBOX_RETRY_MS: '0' }, (a) => {
      a.events.subscribe('limit.reached', 'flaky', () => {
        calls.flaky += 1
        if (calls.flaky === 1) throw new Error('mail server down')
      })
      a.events.subscribe('limit.reached', 'steady', () => {
        calls.steady += 1
      })
      a.events.subscribeOnce('limit.reached', 'once', async () => {
        calls.once += 1
      })
    })
    apps.push(app)
    await db.db.transaction((tx) =>
      emitEvent(tx, { type: 'limit.reached', payload: { player_id: 3, limit_id: 9, type: 'wager' } }),
    )
    await db.db.transaction((tx) => emitEvent(tx, limitChanged(4)))
    await app.events.dispatch()
    expect(calls).toEqual({ flaky: 1, steady: 1, once: 1 })
    const reached = async () => (await findEvents(db.db)).filter((e) => e.type === 'limit.reached')
    const [failed] = await reached()
    const other = (await findEvents(db.db)).findLast((e) => e.type === 'limit.changed')
    expect(failed).toMatchObject({ deliveredAt: null, attempts: 1, lastError: 'flaky: mail server down' })
    expect(other?.deliveredAt).not.toBeNull()

    await app.events.dispatch()
    expect(calls).toEqual({ flaky: 2, steady: 2, once: 1 })
    const [retried] = await reached()
    expect(retried).toMatchObject({ attempts: 2, lastError: null })
    expect(retried?.deliveredAt).not.toBeNull()
  })

  it.runIf(adminUrl)('delivers each event once across two instances racing over one PostgreSQL', async () => {
    const count = 400
    const seen = new Map<number, number>()
    const byInstance = [0, 0]
    const instance = async (index: number) => {
      const app = await platform(await open(), { OUTBOX_POLL_MS: '5' }, (a) =>
        a.events.subscribe('limit.changed', 'counter', (event) => {
          seen.set(event.id, (seen.get(event.id) ?? 0) + 1)
          byInstance[index] = (byInstance[index] ?? 0) + 1
        }),
      )
      apps.push(app)
      return app
    }
    const [one, two] = await Promise.all([instance(0), instance(1)])
    const writer = handles[0]
    if (!one || !two || !writer) throw new Error('instances not started')
    for (let i = 0; i < count; i += 1) {
      await writer.db.transaction((tx) => emitEvent(tx, limitChanged(i)))
      if (i % 10 === 0) void one.events.dispatch()
      if (i % 10 === 5) void two.events.dispatch()
    }
    await until(() => seen.size >= count, 30_000)
    await Promise.all([one.events.dispatch(), two.events.dispatch()])
    expect(seen.size).toBe(count)
    expect([...seen.values()].every((n) => n === 1)).toBe(true)
    expect(byInstance.every((n) => n > 0)).toBe(true)
  })
})
