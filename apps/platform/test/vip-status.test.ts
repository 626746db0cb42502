// VIP statuses (issue #13, ADR 040): deposits and real bets of the quarter raise the status, the
// VIP group moves with it (group_updates), the progress answers the next thresholds, the status
// gift is given once, and the quarter end demotes to what the ended quarter earned (diamond stays).
import * as api from '@croupier/contract/api.generated'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { lootboxes } from '../src/modules/lootboxes/lootboxes.tables.ts'
import { addPlayerGroups } from '../src/modules/player/groups.service.ts'
import { vipStatuses, vipStatusGifts } from '../src/modules/vip/vip.tables.ts'
import { inject } from './helpers/call.ts'
import {
  deposit,
  groupsOf,
  player,
  progress,
  renew,
  runJob,
  setClock,
  settle,
  setupVipApp,
  spin,
  t,
} from './helpers/vip.ts'

setupVipApp('2031-05-15T12:00:00Z')

const VIP = [257, 258, 259, 255, 759]
const vipGroups = async (playerId: number) => (await groupsOf(playerId)).filter((id) => VIP.includes(id))

describe('reaching a status', () => {
  it('a player crossing the silver deposit threshold becomes Silver: group 258 replaces 257, group_updates, new thresholds, gifts once', async () => {
    const { id, cookie } = await player()
    const published = vi.spyOn(t.app.realtime, 'publishToPlayer')
    await deposit(cookie, 600_000)
    expect(await vipGroups(id)).toEqual([257])
    expect((await progress(cookie)).activeStatus).toBe('bronze')

    await deposit(cookie, 600_000)
    expect(await vipGroups(id)).toEqual([258])
    const updates = published.mock.calls.filter(
      ([to, event]) => to === String(id) && event === 'group_updates',
    )
    const last = updates.at(-1)?.[2] as { groups: { id: number }[] }
    expect(last.groups.map((g) => g.id)).toContain(258)
    expect(last.groups.map((g) => g.id)).not.toContain(257)
    published.mockRestore()

    expect(await progress(cookie)).toEqual({
      currency: 'EUR',
      currentStatus: 'silver',
      activeStatus: 'silver',
      nextStatus: 'gold',
      depositThresholdCents: 3_000_000,
      depositAmountCents: 1_200_000,
      betSumCents: 0,
      betSumThresholdCents: 30_000_000,
      overallProgress: 40,
      heldUntil: '2031-10-01T00:00:00.000Z',
    })

    // One gift per status reached; more deposits and a re-run of the events give none again.
    await deposit(cookie, 100_000)
    await settle()
    const gifts = await t.db.select().from(vipStatusGifts).where(eq(vipStatusGifts.playerId, id))
    expect(gifts.map((g) => g.status).sort()).toEqual(['bronze', 'silver'])
    const boxes = await t.db.select().from(lootboxes).where(eq(lootboxes.playerId, id))
    expect(boxes.map((b) => b.sourceKey).sort()).toEqual(['vip:bronze', 'vip:silver'])
  })

  it('counts real bets (cash and bonus stakes) and deposits of the quarter in the wallet currency', async () => {
    const { id, cookie } = await player()
    await deposit(cookie, 50_000)
    await spin(cookie, 1_000, 5)
    const p = await progress(cookie)
    expect(p).toMatchObject({
      currentStatus: 'regular',
      nextStatus: 'bronze',
      depositAmountCents: 50_000,
      betSumCents: 5_000,
      depositThresholdCents: 600_000,
      betSumThresholdCents: 6_000_000,
      overallProgress: 8,
    })
    expect(await vipGroups(id)).toEqual([])
  })

  it('answers 401 to a guest', async () => {
    const response = await inject(t.app, api.getVipStatusProgress)
    expect(response.statusCode).toBe(401)
  })
})

describe('quarter end', () => {
  it('keeps a status through the next quarter, then demotes to what the ended quarter earned; diamond stays', async () => {
    setClock('2031-05-20T12:00:00Z')
    const gold = await player()
    await deposit(gold.cookie, 3_000_000)
    expect(await vipGroups(gold.id)).toEqual([259])

    const diamond = await player()
    await t.db.insert(vipStatuses).values({
      playerId: diamond.id,
      status: 'diamond',
      heldUntil: null,
      earnedQuarter: '2030-Q1',
      lifelong: true,
      updatedAt: new Date('2030-01-15T00:00:00Z'),
    })
    await addPlayerGroups(t.db, diamond.id, [759])

    // End of Q2: gold was earned in Q2, it holds through Q3.
    setClock('2031-07-01T00:00:05Z')
    await runJob('quarter-end', '2031-07-01T00:00:05Z')
    expect(await vipGroups(gold.id)).toEqual([259])
    expect((await progress(await renew(gold))).activeStatus).toBe('gold')

    // In Q3 only the bronze deposit threshold; at the end of Q3 gold has run out: bronze.
    setClock('2031-08-10T12:00:00Z')
    await deposit(await renew(gold), 600_000)
    expect(await vipGroups(gold.id)).toEqual([259])
    setClock('2031-10-01T00:00:05Z')
    expect(await runJob('quarter-end', '2031-10-01T00:00:05Z')).toBeGreaterThanOrEqual(1)
    expect(await vipGroups(gold.id)).toEqual([257])
    expect(await progress(await renew(gold))).toMatchObject({
      activeStatus: 'bronze',
      heldUntil: '2032-01-01T00:00:00.000Z',
    })

    // A second run of the same quarter end changes nothing.
    expect(await runJob('quarter-end', '2031-10-01T00:10:00Z')).toBe(0)

    // End of Q4: nothing earned, bronze ran out: regular, no VIP group. Diamond never falls.
    setClock('2032-01-01T00:00:05Z')
    await runJob('quarter-end', '2032-01-01T00:00:05Z')
    expect(await vipGroups(gold.id)).toEqual([])
    expect((await progress(await renew(gold))).activeStatus).toBe('regular')
    expect(await vipGroups(diamond.id)).toEqual([759])
    expect(await progress(await renew(diamond))).toMatchObject({
      activeStatus: 'diamond',
      nextStatus: null,
      heldUntil: null,
    })
  })

  it('an operator-given VIP group counts as held to the quarter end: events never lower it, the quarter end does', async () => {
    setClock('2032-02-10T12:00:00Z')
    const vip = await player()
    await addPlayerGroups(t.db, vip.id, [259])
    expect(await progress(vip.cookie)).toMatchObject({
      currentStatus: 'regular',
      activeStatus: 'gold',
      nextStatus: 'platinum',
      heldUntil: '2032-04-01T00:00:00.000Z',
    })
    await deposit(vip.cookie, 600_000)
    expect(await vipGroups(vip.id)).toEqual([259])

    // Q1 earned bronze: at its end the operator's gold has run out.
    setClock('2032-04-01T00:00:05Z')
    await runJob('quarter-end', '2032-04-01T00:00:05Z')
    expect(await vipGroups(vip.id)).toEqual([257])
  })
})
