// A fresh install with the demo catalogue (issue #13): the demo player starts with a Rocket Wheel
// spin and a lootbox, the VIP demo player with a VIP wheel spin, and every prize they hold lands on
// a game the catalogue has, so opening them issues the prize (no free spins on a missing game).
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { playerBonuses, playerFreeSpins } from '../src/modules/bonuses/bonuses.tables.ts'
import { lootboxes } from '../src/modules/lootboxes/lootboxes.tables.ts'
import { signIn } from './helpers/auth.ts'
import { listBoxes, openBox } from './helpers/lootboxes.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ catalogue: true })
})
afterAll(() => t.close())

describe('demo lootboxes', () => {
  it('the demo player opens the seeded wheel spin and lootbox, each issuing its prize', async () => {
    const { cookie, player } = await signIn(t.app, 'demo@croupier.local')
    const boxes = await listBoxes(t, cookie)
    expect(boxes.map((box) => [box.group_key, box.wheel_id, box.valid_until]).sort()).toEqual([
      ['lootbox_standard', null, null],
      ['wheel', 'rocketmart-wheel', null],
    ])
    for (const box of boxes) {
      const response = await openBox(t, cookie, box.id)
      expect(response.statusCode, response.body).toBe(200)
    }
    const playerId = Number(player.id)
    const rows = await t.db
      .select()
      .from(lootboxes)
      .where(and(eq(lootboxes.playerId, playerId), eq(lootboxes.stage, 'activated')))
    expect(rows).toHaveLength(2)
    for (const row of rows) {
      const id = row.bonusId ?? row.freespinsId
      expect(id, `box ${row.id} issued its prize`).not.toBeNull()
      const table = row.bonusId === null ? playerFreeSpins : playerBonuses
      const [prize] = await t.db
        .select()
        .from(table)
        .where(eq(table.sourceKey, `lootbox:${row.id}`))
      expect(prize?.playerId).toBe(playerId)
    }
  })

  it('the VIP demo player has a spin on the VIP wheel', async () => {
    const { cookie } = await signIn(t.app, 'vip@croupier.local')
    const boxes = await listBoxes(t, cookie)
    expect(boxes.map((box) => box.wheel_id)).toEqual(['vip-wheel'])
    expect((await openBox(t, cookie, boxes[0]?.id ?? '')).statusCode).toBe(200)
  })
})
