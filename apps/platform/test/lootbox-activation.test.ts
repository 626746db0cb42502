// Lootboxes through the API (issue #13, ADR 040): a box copies its prize table at issue and shows
// only the hash of its server seed; opening it draws once, issues the prize through the bonus
// engine and reveals a proof the rules' verifier recomputes; another player's box is 404, an
// expired or opened one 409, parallel openings draw once.
import * as api from '@croupier/contract/api.generated'
import { verifyDraw } from '@croupier/rules/fairness'
import { and, eq, like } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { playerBonuses, playerFreeSpins } from '../src/modules/bonuses/bonuses.tables.ts'
import { saveConfigValue } from '../src/modules/config/config.repository.ts'
import { lootboxes } from '../src/modules/lootboxes/lootboxes.tables.ts'
import { addPlayerGroups } from '../src/modules/player/groups.service.ts'
import { players } from '../src/modules/player/player.tables.ts'
import { LOOTBOX_PRIZE_TABLES } from '../src/seed/lootboxes.ts'
import { expectInvariants } from './helpers/bonuses.ts'
import { inject } from './helpers/call.ts'
import { issueBox, type Lootbox, listBoxes, openBox, pointPrizesAt } from './helpers/lootboxes.ts'
import { fundedPlayer, setupPlayApp, t } from './helpers/play.ts'
import { SLOT } from './play-fixtures.ts'

setupPlayApp()
afterEach(() => expectInvariants(t))

const DAY_MS = 86_400_000

async function player() {
  const funded = await fundedPlayer(1_000)
  await pointPrizesAt(t, SLOT)
  return funded
}

async function prizeRows(playerId: number, boxId: string) {
  const where = (table: typeof playerBonuses | typeof playerFreeSpins) =>
    and(eq(table.playerId, playerId), like(table.sourceKey, `lootbox:${boxId}`))
  const bonuses = await t.db.select().from(playerBonuses).where(where(playerBonuses))
  const spins = await t.db.select().from(playerFreeSpins).where(where(playerFreeSpins))
  return { bonuses, spins }
}

describe('lootbox activation', () => {
  it('draws the prize the revealed proof verifies and issues it once through the bonus engine', async () => {
    const { playerId, cookie, email } = await player()
    const issued = await issueBox(t, email, 'lootbox_standard')
    expect(issued).toMatchObject({ stage: 'issued', source: 'operator', currency: 'EUR', wheel_id: null })
    expect(issued.items.map((item) => item.weight)).toEqual([5000, 2000, 1400, 820, 470, 50, 10])
    // Before the draw only the commitment shows.
    expect(issued.fairness).toMatchObject({ server_seed: null, client_seed: null, hmac: null })
    expect(issued.fairness.server_seed_hash).toMatch(/^[0-9a-f]{64}$/)
    expect((await listBoxes(t, cookie)).map((box) => box.id)).toEqual([issued.id])

    const response = await openBox(t, cookie, issued.id, 'my lucky seed')
    expect(response.statusCode, response.body).toBe(200)
    const opened = response.json() as Lootbox
    expect(opened.stage).toBe('activated')
    expect(opened.fairness.server_seed_hash).toBe(issued.fairness.server_seed_hash)
    expect(opened.fairness.client_seed).toBe('my lucky seed')
    const { server_seed, client_seed, hmac } = opened.fairness
    if (server_seed === null || client_seed === null || hmac === null) throw new Error('proof not revealed')
    const check = await verifyDraw(
      { ...opened.fairness, server_seed, client_seed, hmac },
      opened.items.map((item) => item.weight),
    )
    expect(check).toEqual({ hashMatches: true, hmacMatches: true, index: opened.prize_index })
    expect(opened.items.filter((item) => item.prize).map((item) => item.id)).toEqual([
      opened.items[check.index]?.id,
    ])

    const prize = opened.items[check.index]
    const rows = await prizeRows(playerId, opened.id)
    if (prize?.type === 'bonus') {
      expect(rows.spins).toHaveLength(0)
      expect(rows.bonuses.map((row) => [String(row.id), row.amountCents, row.stage])).toEqual([
        [opened.bonus_id, prize.attributes.amount?.EUR, 'issued'],
      ])
    } else {
      expect(rows.bonuses).toHaveLength(0)
      expect(rows.spins.map((row) => [String(row.id), row.count, row.wagerMultiplier])).toEqual([
        [opened.freespins_id, prize?.attributes.freespins_count, 30],
      ])
    }
    // Opened today: still listed, now with its proof.
    expect((await listBoxes(t, cookie)).map((box) => [box.id, box.stage])).toEqual([[opened.id, 'activated']])
  })

  it('picks a client seed when the player sends none, and still verifies', async () => {
    const { cookie, email } = await player()
    const box = await issueBox(t, email, 'wheel')
    const opened = (await openBox(t, cookie, box.id)).json() as Lootbox
    const { server_seed, client_seed, hmac } = opened.fairness
    expect(client_seed).toMatch(/^[0-9a-f]{32}$/)
    if (server_seed === null || client_seed === null || hmac === null) throw new Error('proof not revealed')
    const check = await verifyDraw(
      { ...opened.fairness, server_seed, client_seed, hmac },
      opened.items.map((item) => item.weight),
    )
    expect(check).toMatchObject({ hashMatches: true, hmacMatches: true, index: opened.prize_index })
  })

  it('draws once when one box is opened in parallel: one 200, the rest 409, one prize', async () => {
    const { playerId, cookie, email } = await player()
    const box = await issueBox(t, email, 'lootbox_standard')
    const responses = await Promise.all(Array.from({ length: 6 }, () => openBox(t, cookie, box.id)))
    const statuses = responses.map((response) => response.statusCode).sort()
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409])
    for (const refused of responses.filter((response) => response.statusCode === 409))
      expect(refused.json()).toMatchObject({ error: 'LOOTBOX_NOT_ACTIVATABLE' })
    const rows = await prizeRows(playerId, box.id)
    expect(rows.bonuses.length + rows.spins.length).toBe(1)
    const again = await openBox(t, cookie, box.id)
    expect(again.statusCode).toBe(409)
  })

  it("answers 404 for another player's box and for ids that are nobody's", async () => {
    const owner = await player()
    const other = await player()
    const box = await issueBox(t, owner.email, 'lootbox_standard')
    for (const id of [box.id, '999999999', 'abc']) {
      const response = await openBox(t, other.cookie, id)
      expect(response.statusCode, id).toBe(404)
      expect(response.json()).toMatchObject({ error: 'NOT_FOUND' })
    }
    expect(await listBoxes(t, other.cookie)).toEqual([])
    const [row] = await t.db
      .select()
      .from(lootboxes)
      .where(eq(lootboxes.id, Number(box.id)))
    expect(row?.stage).toBe('issued')
  })

  it('refuses an expired box with 409 and leaves it out of the list', async () => {
    const { cookie, email } = await player()
    const box = await issueBox(t, email, 'lootbox_standard', { valid_days: 1 })
    expect(box.valid_until).not.toBeNull()
    await t.db
      .update(lootboxes)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(lootboxes.id, Number(box.id)))
    expect(await listBoxes(t, cookie)).toEqual([])
    const response = await openBox(t, cookie, box.id)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({ error: 'LOOTBOX_NOT_ACTIVATABLE' })
  })

  it('leaves a box opened on an earlier day out of the list', async () => {
    const { cookie, email } = await player()
    const box = await issueBox(t, email, 'lootbox_standard')
    expect((await openBox(t, cookie, box.id)).statusCode).toBe(200)
    await t.db
      .update(lootboxes)
      .set({ activatedAt: new Date(Date.now() - 2 * DAY_MS) })
      .where(eq(lootboxes.id, Number(box.id)))
    expect(await listBoxes(t, cookie)).toEqual([])
  })

  it("tells the player's sockets when a box is issued and opened (lootboxes_changes)", async () => {
    const { playerId, cookie, email } = await player()
    const publish = vi.spyOn(t.app.realtime, 'publishToPlayer')
    try {
      const box = await issueBox(t, email, 'lootbox_standard')
      expect((await openBox(t, cookie, box.id)).statusCode).toBe(200)
      await t.app.events.dispatch()
      const changes = publish.mock.calls.filter(
        ([to, event]) => to === String(playerId) && event === 'lootboxes_changes',
      )
      expect(changes.map(([, , payload]) => payload)).toEqual([
        { id: box.id, status: 'issued' },
        { id: box.id, status: 'activated' },
      ])
    } finally {
      publish.mockRestore()
    }
  })

  it('answers a guest 401 on the list and on opening', async () => {
    expect((await inject(t.app, api.getPlayerLootboxes)).statusCode).toBe(401)
    expect((await inject(t.app, api.activateLootbox, { params: { id: '1' }, body: {} })).statusCode).toBe(401)
  })

  it('refuses a player who may not have bonuses with 403 and draws nothing', async () => {
    const { playerId, cookie, email } = await player()
    const box = await issueBox(t, email, 'lootbox_standard')
    await t.db.update(players).set({ canIssueBonuses: false }).where(eq(players.id, playerId))
    const response = await openBox(t, cookie, box.id)
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({ error: 'BONUS_NOT_ALLOWED' })
    expect((await listBoxes(t, cookie))[0]).toMatchObject({
      stage: 'issued',
      fairness: { server_seed: null },
    })
  })

  it('refuses a client seed that is empty, too long or not printable (422)', async () => {
    const { cookie, email } = await player()
    const box = await issueBox(t, email, 'lootbox_standard')
    for (const seed of ['', 'x'.repeat(65), 'tab\there'])
      expect((await openBox(t, cookie, box.id, seed)).statusCode, JSON.stringify(seed)).toBe(422)
  })
})

describe('issuing lootboxes', () => {
  it('copies the prize table onto the box: a later change of the table never changes it', async () => {
    const { cookie, email } = await player()
    const box = await issueBox(t, email, 'lootbox_standard')
    const changed = LOOTBOX_PRIZE_TABLES.lootbox_standard?.map((item) => ({ ...item, weight: 1 }))
    await saveConfigValue(t.db, 'lootbox-prize-tables', { tables: { lootbox_standard: changed } })
    const [listed] = await listBoxes(t, cookie)
    expect(listed?.items.map((item) => item.weight)).toEqual(box.items.map((item) => item.weight))
    expect((await issueBox(t, email, 'lootbox_standard')).items.map((item) => item.weight)).toEqual([
      1, 1, 1, 1, 1, 1, 1,
    ])
    await pointPrizesAt(t, SLOT)
  })

  it('gives a wheel key the segments of the wheel the player may see', async () => {
    const regular = await player()
    const rocket = await issueBox(t, regular.email, 'wheel')
    expect(rocket.wheel_id).toBe('rocketmart-wheel')
    expect(rocket.items.map((item) => item.id)).toEqual([
      'fs10-a',
      'fs20-a',
      'fs50-a',
      'fs10-b',
      'fs20-b',
      'fs50-b',
    ])
    // A VIP wheel key for a player outside the VIP groups falls back to the wheel everyone sees.
    expect((await issueBox(t, regular.email, 'wheel_vip')).wheel_id).toBe('rocketmart-wheel')
    const gold = await player()
    await addPlayerGroups(t.db, gold.playerId, [259])
    const vip = await issueBox(t, gold.email, 'manual_wheel_vip')
    expect(vip.wheel_id).toBe('vip-wheel')
    expect(vip.items.map((item) => item.weight)).toEqual([5000, 2000, 1400, 820, 470, 50, 10])
  })

  it('issues once per key and refuses an unknown group key (422)', async () => {
    const { cookie, email } = await player()
    const first = await issueBox(t, email, 'lootbox_standard', { key: 'gift-1' })
    const again = await issueBox(t, email, 'lootbox_standard', { key: 'gift-1' })
    expect(again.id).toBe(first.id)
    expect(await listBoxes(t, cookie)).toHaveLength(1)
    const unknown = await inject(t.app, api.issueDevLootbox, { body: { email, group_key: 'no_such_box' } })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json()).toEqual({ errors: { group_key: ['VALIDATION.INVALID'] } })
  })
})
