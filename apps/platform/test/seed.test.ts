// The seed is idempotent and keeps operator edits: a fresh DATA_DIR is created, migrated and
// seeded; seeding again and restarting on the same directory changes nothing.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/client.ts'
import { openDatabase } from '../src/db/client.ts'
import { verifyPassword } from '../src/modules/auth/password.ts'
import { countCmsRows, findPageBySlug, savePageTranslation } from '../src/modules/cms/cms.repository.ts'
import { countConfigRows, findConfigValue, saveConfigValue } from '../src/modules/config/config.repository.ts'
import { countInfoRows } from '../src/modules/info/info.repository.ts'
import { findPlayerByEmail, listPlayerGroupRefs } from '../src/modules/player/player.repository.ts'
import { players } from '../src/modules/player/player.tables.ts'
import { accounts } from '../src/modules/wallet/wallet.tables.ts'
import demoPlayers from '../src/seed/demo-players.json' with { type: 'json' }
import { DEMO_PASSWORD } from '../src/seed/demo-players.ts'
import { seedDatabase } from '../src/seed/index.ts'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-seed-'))
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

async function counts(db: Database): Promise<Record<string, number>> {
  return {
    config: await countConfigRows(db),
    ...(await countInfoRows(db)),
    ...(await countCmsRows(db)),
    players: await db.$count(players),
    accounts: await db.$count(accounts),
  }
}

describe('seed', () => {
  it('demo players: one per licence, a tester in 21, a VIP in 259, all with the README password', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' })
    const db = handle.db
    await seedDatabase(db, { now: new Date('2026-01-05T00:00:00Z') })
    for (const { email, password } of demoPlayers) {
      const row = await findPlayerByEmail(db, email)
      expect(row, email).toBeDefined()
      expect(password).toBe(DEMO_PASSWORD)
      expect(await verifyPassword(row?.passwordHash ?? '', password)).toBe(true)
    }
    const licence = async (email: string) => (await findPlayerByEmail(db, email))?.licenseName
    expect(await licence('demo@croupier.local')).toBe('CW')
    expect(await licence('ee@croupier.local')).toBe('EE')
    expect(await licence('gcb@croupier.local')).toBe('GCB')
    const groups = async (email: string) =>
      (await listPlayerGroupRefs(db, (await findPlayerByEmail(db, email))?.id ?? 0)).map((g) => g.id)
    expect(await groups('tester@croupier.local')).toEqual([21])
    expect(await groups('vip@croupier.local')).toEqual([259])
    expect((await findPlayerByEmail(db, 'incomplete@croupier.local'))?.mobilePhone).toBeNull()
    await handle.close()
  })

  it('is idempotent across runs and restarts, and keeps operator edits', async () => {
    const first = await openDatabase({ dataDir })
    await seedDatabase(first.db, { now: new Date('2026-01-05T00:00:00Z') })
    const seeded = await counts(first.db)
    expect(seeded.config).toBeGreaterThanOrEqual(20)
    expect(seeded.countries).toBeGreaterThanOrEqual(240)
    expect(seeded.pages).toBe(10)
    expect(seeded.pageTranslations).toBe(80) // 10 pages in 8 locales: English variants have their own rows
    expect(seeded.snippets).toBe(8)
    expect(seeded.players).toBe(demoPlayers.length)
    expect(seeded.accounts).toBe(demoPlayers.length + 1) // demo@ has EUR and BTC

    await seedDatabase(first.db, { now: new Date('2026-02-01T00:00:00Z') })
    expect(await counts(first.db)).toEqual(seeded)

    // An operator edits a config document and a page.
    await saveConfigValue(first.db, 'excluded-promo-stags', { stags: ['operator_edit'] })
    const about = await findPageBySlug(first.db, 'about-us')
    await savePageTranslation(first.db, {
      pageId: about!.id,
      locale: 'en',
      title: 'Who we are',
      content: '<p>Edited</p>',
    })
    // An operator edits a demo player: the next seed keeps it.
    await first.db
      .update(players)
      .set({ nickname: 'Renamed' })
      .where(eq(players.email, 'demo@croupier.local'))
    await first.close()

    // Restart on the same directory: migrations and seed run again.
    const second = await openDatabase({ dataDir })
    await seedDatabase(second.db, { now: new Date('2026-06-01T00:00:00Z') })
    expect(await counts(second.db)).toEqual(seeded)
    expect(await findConfigValue(second.db, 'excluded-promo-stags')).toEqual({ stags: ['operator_edit'] })
    // Dates anchored on the first seed stay where they were.
    const adventures = (await findConfigValue(second.db, 'vip-adventures')) as {
      adventures: { startAt: string }[]
    }
    expect(adventures.adventures[0]?.startAt).toBe('2026-01-05T00:00:00.000Z')
    expect((await findPlayerByEmail(second.db, 'demo@croupier.local'))?.nickname).toBe('Renamed')
    await second.close()
  })
})
