// The promotions page's split (spec 2 §4, issue #14 acceptance): the seeded tournaments, quests and
// lotteries that GET /api/tournaments and GET /api/lotteries give a guest fall into active, future
// and archive by their dates, each answer's status is the one its dates give, and the page's split
// (packages/rules/src/promotions.ts#splitPromotions) puts each where its status says.
import * as api from '@croupier/contract/api.generated'
import { promoStatus, splitPromotions } from '@croupier/rules/promotions'
import { describe, expect, it } from 'vitest'
import { inject } from './helpers/call.ts'
import { setupPlayApp, t } from './helpers/play.ts'

setupPlayApp()

interface Promo {
  frontend_identifier: string
  status: string
  start_at: string
  end_at: string | null
}

async function promos(): Promise<Promo[]> {
  const tournaments = await inject(t.app, api.getTournaments, {})
  const lotteries = await inject(t.app, api.getLotteries, {})
  expect(tournaments.statusCode, tournaments.body).toBe(200)
  expect(lotteries.statusCode, lotteries.body).toBe(200)
  return [...(tournaments.json() as Promo[]), ...(lotteries.json() as Promo[])]
}

describe('promotions page split', () => {
  it('puts the seeded promotions in active, future and archive by their dates', async () => {
    const items = await promos()
    const now = new Date()
    for (const item of items)
      expect(item.status, item.frontend_identifier).toBe(promoStatus(item.start_at, item.end_at, now))
    const split = splitPromotions(items, now)
    const ids = (list: Promo[]) => list.map((item) => item.frontend_identifier)
    expect(ids(split.active)).toEqual(
      expect.arrayContaining(['weekly-pokies-race', 'weekly-lottery', 'rocket-chance']),
    )
    expect(ids(split.future)).toEqual(expect.arrayContaining(['autumn-rounds-rally', 'christmas-lottery']))
    expect(ids(split.archive)).toEqual(expect.arrayContaining(['autumn-lottery']))
    for (const status of ['active', 'future', 'archive'] as const)
      for (const item of split[status]) expect(item.status, item.frontend_identifier).toBe(status)
    // Quests and achievements are promotions too; an achievement never ends.
    const achievement = items.find((item) => item.frontend_identifier.startsWith('achievement--'))
    expect(achievement?.end_at ?? null).toBeNull()
    expect(ids(split.active)).toContain(achievement?.frontend_identifier)
  })
})
