// Loyalty levels (issue #13, ADR 040): persistent comp points reach levels; each level's gifts
// (comp points, free spins, a bonus) are given once even when the event re-runs or two evaluations
// race; the player's level and the public ladder and levels answer from the seed.
import * as api from '@croupier/contract/api.generated'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { playerBonuses, playerFreeSpins } from '../src/modules/bonuses/bonuses.tables.ts'
import { compPointsOf, creditPointsInTx } from '../src/modules/loyalty/loyalty.service.ts'
import { evaluateLevels } from '../src/modules/vip/vip.service.ts'
import { levelGifts } from '../src/modules/vip/vip.tables.ts'
import { inject } from './helpers/call.ts'
import { insertFreeSpinGames } from './helpers/offers.ts'
import { clock, player, settle, setupVipApp, t } from './helpers/vip.ts'

setupVipApp('2031-05-15T12:00:00Z')
beforeAll(async () => {
  await insertFreeSpinGames(t.db)
})

async function givePersistent(playerId: number, points: number, key: string) {
  await t.db.transaction((tx) =>
    creditPointsInTx(tx, { playerId, points, persistent: true, reason: 'operator', key, now: clock() }),
  )
  await settle()
}

const giftsOf = async (playerId: number) => ({
  levels: (await t.db.select().from(levelGifts).where(eq(levelGifts.playerId, playerId)))
    .map((g) => g.level)
    .sort((a, b) => a - b),
  spins: (await t.db.select().from(playerFreeSpins).where(eq(playerFreeSpins.playerId, playerId)))
    .filter((f) => f.sourceKey?.startsWith('level:'))
    .map((f) => `${f.sourceKey}:${f.count}`)
    .sort(),
  bonuses: (await t.db.select().from(playerBonuses).where(eq(playerBonuses.playerId, playerId)))
    .filter((b) => b.sourceKey?.startsWith('level:'))
    .map((b) => `${b.sourceKey}:${b.amountCents}`)
    .sort(),
})

describe('level gifts', () => {
  it('gives the gifts of every level reached once, also when the event re-runs or two evaluations race', async () => {
    const { id, cookie } = await player()
    await givePersistent(id, 3_000, 'operator:level-test')
    const first = await giftsOf(id)
    expect(first).toEqual({
      levels: [2, 3, 4, 5, 6],
      spins: ['level:3:20', 'level:5:30'],
      bonuses: ['level:6:1000'],
    })
    // Points gifts of levels 2, 4 and 6 are spendable, not lifetime: 50 + 100 + 200.
    expect(await compPointsOf(t.db, id)).toEqual({
      chargeable: { points: 3_350 },
      persistent: { points: 3_000 },
    })

    // The same points again (an event delivered twice) and two racing evaluations give nothing more.
    const again = () =>
      t.db.transaction((tx) =>
        evaluateLevels(tx, {
          playerId: id,
          persistentPoints: 3_000,
          now: clock(),
          creditPoints: creditPointsInTx,
        }),
      )
    const raced = await Promise.all([again(), again()])
    expect(raced).toEqual([[], []])
    await settle()
    expect(await giftsOf(id)).toEqual(first)
    expect((await compPointsOf(t.db, id)).chargeable.points).toBe(3_350)

    const level = await inject(t.app, api.getPlayerLevel, { cookie, query: { locale: 'de' } })
    expect(level.statusCode, level.body).toBe(200)
    expect(level.json()).toMatchObject({
      level: { id: 'group_6', identifier: 'level_6', name: 'Kommandant', cashback_percent: 8 },
      next_level: { id: 'group_7', conditions: { persistent_comp_points: { min: 6_000, max: 12_000 } } },
      persistent_points: 3_000,
      progress_percent: 0,
      cashback_percent: 8,
    })
  })

  it('a player without points is at level 1 with no gifts', async () => {
    const { id, cookie } = await player()
    const level = await inject(t.app, api.getPlayerLevel, { cookie })
    expect(level.json()).toMatchObject({
      level: { number: 1 },
      persistent_points: 0,
      progress_percent: 0,
      cashback_percent: 0,
    })
    expect((await giftsOf(id)).levels).toEqual([])
  })
})

describe('public VIP data', () => {
  it('lists twelve levels whose max is the next level’s start', async () => {
    const response = await inject(t.app, api.getVipLevels, { query: { locale: 'fr-CA' } })
    const { levels } = response.json() as {
      levels: {
        id: string
        name: string
        conditions: { persistent_comp_points: { min: number; max: number | null } }
      }[]
    }
    expect(levels.map((l) => l.id)).toEqual(Array.from({ length: 12 }, (_, i) => `group_${i + 1}`))
    expect(levels[1]?.name).toBe('Explorateur')
    for (let i = 0; i < 11; i++) {
      expect(levels[i]?.conditions.persistent_comp_points.max).toBe(
        levels[i + 1]?.conditions.persistent_comp_points.min,
      )
    }
    expect(levels[11]?.conditions.persistent_comp_points.max).toBeNull()
  })

  it('answers the status ladder per currency to guests', async () => {
    const response = await inject(t.app, api.getVipStatuses, { query: { currency: 'AUD' } })
    expect(response.statusCode).toBe(200)
    const { statuses } = response.json() as {
      statuses: { status: string; group_id: number | null; deposit_threshold_cents: number }[]
    }
    expect(statuses.map((s) => [s.status, s.group_id, s.deposit_threshold_cents])).toEqual([
      ['regular', null, 0],
      ['bronze', 257, 900_000],
      ['silver', 258, 1_800_000],
      ['gold', 259, 4_500_000],
      ['platinum', 255, 9_000_000],
      ['diamond', 759, 22_500_000],
    ])
  })
})
