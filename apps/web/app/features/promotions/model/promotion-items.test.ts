import type { Lottery } from '@croupier/contract/lotteries/lottery'
import type { Tournament } from '@croupier/contract/tournaments/tournament'
import { describe, expect, it } from 'vitest'
import { promotionSections } from './promotion-items'

const NOW = new Date('2026-06-15T12:00:00Z')

function tournament(id: string, kind: Tournament['kind'], start: string, end: string | null): Tournament {
  return {
    id,
    kind,
    frontend_identifier: `promo-${id}`,
    title: `T${id}`,
    image: null,
    start_at: start,
    end_at: end,
  } as Tournament
}

function lottery(id: string, start: string, end: string): Lottery {
  return {
    id,
    frontend_identifier: `lot-${id}`,
    title: `L${id}`,
    image: null,
    start_at: start,
    end_at: end,
  } as Lottery
}

describe('promotionSections', () => {
  const tournaments = [
    tournament('1', 'bet_sum', '2026-06-01T00:00:00Z', '2026-06-20T00:00:00Z'),
    tournament('2', 'quest', '2026-06-20T00:00:00Z', '2026-06-30T00:00:00Z'),
    tournament('3', 'achievement', '2026-01-01T00:00:00Z', null),
    tournament('4', 'rounds', '2026-05-01T00:00:00Z', '2026-05-10T00:00:00Z'),
    tournament('5', 'wheel', '2026-06-01T00:00:00Z', '2026-06-16T00:00:00Z'),
  ]
  const lotteries = [lottery('9', '2026-06-01T00:00:00Z', '2026-06-18T00:00:00Z')]

  it('splits active, future and archive, each leading to its own page', () => {
    const sections = promotionSections(tournaments, lotteries, {}, false, NOW)
    expect(sections.active.map((item) => item.href)).toEqual([
      '/tournaments/promo-5',
      '/lottery/lot-9',
      '/tournaments/promo-1',
      '/achievements',
    ])
    expect(sections.future.map((item) => item.href)).toEqual(['/action/promo-2'])
    expect(sections.archive.map((item) => item.key)).toEqual(['t4'])
  })

  it('drops the items of a switched-off page, except for testers', () => {
    const pages = { lotteries: false, quests: false, tournaments: true }
    const guest = promotionSections(tournaments, lotteries, pages, false, NOW)
    expect([...guest.active, ...guest.future].map((item) => item.kind)).not.toContain('lottery')
    expect(guest.future).toEqual([])
    const tester = promotionSections(tournaments, lotteries, pages, true, NOW)
    expect(tester.active.map((item) => item.kind)).toContain('lottery')
    expect(tester.future).toHaveLength(1)
  })
})
