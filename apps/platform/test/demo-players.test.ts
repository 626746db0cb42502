// Demo players' passwords (issue 9 item 2): every demo player has an argon2id hash of its own, with
// its own salt, and each still signs in with the public password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findPlayerByEmail } from '../src/modules/player/player.repository.ts'
import { DEMO_PASSWORD, DEMO_PLAYERS } from '../src/seed/demo-players.ts'
import { signIn } from './helpers/auth.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimitPerMinute: 1000 } })
})
afterAll(() => t.close())

/** `$argon2id$v=19$m=…,t=…,p=…$<salt>$<hash>` → its parts. */
function parts(encoded: string) {
  const [, algorithm, , , salt, hash] = encoded.split('$')
  return { algorithm, salt, hash }
}

describe('demo players', () => {
  it('each has its own argon2id hash and salt', async () => {
    const hashes = await Promise.all(
      DEMO_PLAYERS.map(async ({ email }) => (await findPlayerByEmail(t.db, email))?.passwordHash ?? ''),
    )
    expect(hashes.map((h) => parts(h).algorithm)).toEqual(DEMO_PLAYERS.map(() => 'argon2id'))
    expect(new Set(hashes).size).toBe(DEMO_PLAYERS.length)
    expect(new Set(hashes.map((h) => parts(h).salt)).size).toBe(DEMO_PLAYERS.length)
  })

  it('two of them, with different hashes, both sign in with the public password', async () => {
    const [demo, ee] = await Promise.all([
      findPlayerByEmail(t.db, 'demo@croupier.local'),
      findPlayerByEmail(t.db, 'ee@croupier.local'),
    ])
    expect(demo?.passwordHash).toBeTruthy()
    expect(demo?.passwordHash).not.toBe(ee?.passwordHash)
    expect(DEMO_PASSWORD).toBe('Croupier2026!')
    expect((await signIn(t.app, 'demo@croupier.local', DEMO_PASSWORD)).player.email).toBe(
      'demo@croupier.local',
    )
    expect((await signIn(t.app, 'ee@croupier.local', DEMO_PASSWORD)).player.email).toBe('ee@croupier.local')
  })
})
