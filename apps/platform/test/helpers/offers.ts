// Offers in platform tests (issue #12): the seeded free-spin slots inserted (the 10,000-game
// catalogue takes seconds to seed), config rows changed and restored, player flags set directly.
import * as api from '@croupier/contract/api.generated'
import type { PlayerBonus, PlayerFreeSpins } from '@croupier/contract/bonuses/player-bonus'
import { eq } from 'drizzle-orm'
import type { Database } from '../../src/db/client.ts'
import { gameProviders, games } from '../../src/modules/catalogue/catalogue.tables.ts'
import { findConfigValue, saveConfigValue } from '../../src/modules/config/config.repository.ts'
import { addPlayerGroups } from '../../src/modules/player/groups.service.ts'
import { players } from '../../src/modules/player/player.tables.ts'
import { FREESPIN_GAMES } from '../../src/seed/bonus-terms.ts'
import { inject } from './call.ts'
import type { TestApp } from './test-app.ts'

/** The slots the seeded free spins name, with the ids the catalogue gives them. */
export async function insertFreeSpinGames(db: Database): Promise<number[]> {
  const existing = await db.select().from(gameProviders).where(eq(gameProviders.slug, 'playngo'))
  const provider =
    existing[0] ??
    (
      await db.insert(gameProviders).values({ slug: 'playngo', name: "Play'n GO", position: 0 }).returning()
    )[0]
  if (!provider) throw new Error('provider not inserted')
  const rows = FREESPIN_GAMES.map((identifier, position) => {
    const slug = identifier.split('/')[1] ?? identifier
    return {
      identifier,
      providerId: provider.id,
      slug,
      title: slug.replace(/-/g, ' '),
      seoTitle: slug,
      categories: ['pokies'],
      badges: [],
      hasDemoMode: true,
      devices: ['desktop', 'mobile'],
      currencies: { EUR: { id: 1 }, CAD: { id: 2 }, FUN: { id: 9 } },
      kind: 'slot',
      theme: 'egypt',
      minBetCents: 31,
      maxBetCents: 10_000,
      rtpBasisPoints: 9_600,
      position,
    }
  })
  await db.insert(games).values(rows).onConflictDoNothing()
  const inserted = await db.select({ id: games.id, identifier: games.identifier }).from(games)
  return inserted.filter((g) => FREESPIN_GAMES.includes(g.identifier)).map((g) => g.id)
}

/** Runs `body` with config `key` set to `value`, then puts the seeded value back. */
export async function withConfig<T>(db: Database, key: string, value: unknown, body: () => Promise<T>) {
  const before = await findConfigValue(db, key)
  await saveConfigValue(db, key, value)
  try {
    return await body()
  } finally {
    await saveConfigValue(db, key, before)
  }
}

export async function setPlayer(db: Database, id: number, changes: Partial<typeof players.$inferInsert>) {
  await db.update(players).set(changes).where(eq(players.id, id))
}

export const joinGroups = (db: Database, id: number, groups: number[]) => addPlayerGroups(db, id, groups)

export async function bonusesOf(t: TestApp, cookie: string): Promise<PlayerBonus[]> {
  const response = await inject(t.app, api.getPlayerBonuses, { cookie })
  if (response.statusCode !== 200) throw new Error(`bonuses: ${response.statusCode} ${response.body}`)
  return response.json() as PlayerBonus[]
}

export async function freeSpinsOf(t: TestApp, cookie: string): Promise<PlayerFreeSpins[]> {
  const response = await inject(t.app, api.getPlayerFreeSpins, { cookie })
  if (response.statusCode !== 200) throw new Error(`freespins: ${response.statusCode} ${response.body}`)
  return response.json() as PlayerFreeSpins[]
}
