// The five-failure lock holds under parallel sign-ins (issue 9 item 3): each attempt takes a slot in
// the database before its password is checked, so at most five wrong passwords are ever checked per
// lock window, on one instance or on two instances sharing one PostgreSQL.

import * as api from '@croupier/contract/api.generated'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts'
import { MAX_FAILED_SIGN_INS } from '../src/modules/auth/sign-in.service.ts'
import { register } from './helpers/auth.ts'
import { inject } from './helpers/call.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

const PASSWORD = 'Secret-123'
const WRONG = 'Wrong-123'
const PARALLEL = 20
const TRIALS = 3
const isPostgres = Boolean(process.env.TEST_DATABASE_URL)

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimitPerMinute: 100_000 } })
})
afterAll(() => t.close())

const signIn = (app: FastifyInstance, email: string, password: string) =>
  inject(app, api.signIn, { body: { user: { email, password } } })

const codeOf = (response: LightMyRequestResponse) =>
  response.statusCode === 200 ? 'SIGNED_IN' : (response.json() as { error: string }).error

/** A fresh player with `failures` wrong passwords behind them. */
async function playerWithFailures(failures: number): Promise<string> {
  const { email } = await register(t.app, { password: PASSWORD, password_confirmation: PASSWORD })
  for (let i = 0; i < failures; i++)
    expect(codeOf(await signIn(t.app, email, WRONG))).toBe('INVALID_CREDENTIALS')
  return email
}

/** Fires wrong passwords and, last, the right one, all at once, spread over `apps`. */
async function burst(apps: FastifyInstance[], email: string) {
  const requests = Array.from({ length: PARALLEL }, (_, i) =>
    signIn(apps[i % apps.length] as FastifyInstance, email, i === PARALLEL - 1 ? PASSWORD : WRONG),
  )
  const codes = (await Promise.all(requests)).map(codeOf)
  return {
    right: codes[PARALLEL - 1],
    invalid: codes.filter((c) => c === 'INVALID_CREDENTIALS').length,
    locked: codes.filter((c) => c === 'ACCOUNT_LOCKED').length,
    signedIn: codes.filter((c) => c === 'SIGNED_IN').length,
  }
}

/** After four failures only one slot is left: one more check at most, then everyone is refused. */
async function expectLockHolds(apps: FastifyInstance[]) {
  for (let trial = 0; trial < TRIALS; trial++) {
    const email = await playerWithFailures(MAX_FAILED_SIGN_INS - 1)
    const result = await burst(apps, email)
    expect(result.invalid + result.locked + result.signedIn, JSON.stringify(result)).toBe(PARALLEL)
    // The one free slot went to a wrong password (it locks: 429) or to the right one (it signs in).
    expect(result.invalid, JSON.stringify(result)).toBeLessThanOrEqual(1)
    expect(result.invalid + result.signedIn, JSON.stringify(result)).toBeLessThanOrEqual(1)
    if (result.signedIn === 0) {
      expect(result.right).toBe('ACCOUNT_LOCKED')
      expect(codeOf(await signIn(apps[0] as FastifyInstance, email, PASSWORD))).toBe('ACCOUNT_LOCKED')
    }
  }
}

describe('one instance', () => {
  it('after 4 failures, 20 parallel sign-ins check at most one more password and the right one is refused', () =>
    expectLockHolds([t.app]))

  it('from no failures, 20 parallel wrong passwords check exactly five and lock the account', async () => {
    const email = await playerWithFailures(0)
    const codes = (
      await Promise.all(Array.from({ length: PARALLEL }, () => signIn(t.app, email, WRONG)))
    ).map(codeOf)
    // Five slots: four answer INVALID_CREDENTIALS, the one that fills the last slot locks (429).
    expect(codes.filter((c) => c === 'INVALID_CREDENTIALS')).toHaveLength(MAX_FAILED_SIGN_INS - 1)
    expect(codes.filter((c) => c === 'ACCOUNT_LOCKED')).toHaveLength(PARALLEL - MAX_FAILED_SIGN_INS + 1)
    expect(codeOf(await signIn(t.app, email, PASSWORD))).toBe('ACCOUNT_LOCKED')
  })
})

describe.skipIf(!isPostgres)('two instances on one PostgreSQL', () => {
  let second: FastifyInstance
  let database: DatabaseHandle
  beforeAll(async () => {
    // The same database as `t` over a second pool: another platform process in all but the process.
    database = await openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir })
    second = await buildApp({ config: t.config, db: database.db })
    await second.ready()
  })
  afterAll(async () => {
    await second?.close()
    await database?.close()
  })

  it('after 4 failures, 20 sign-ins split over both check at most one more password and the right one is refused', () =>
    expectLockHolds([t.app, second]))
})
