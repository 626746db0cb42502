import type { Tournament } from '@croupier/contract/tournaments/tournament'
import { describe, expect, it } from 'vitest'
import { promoHref, tabOfPath, tournamentsForView } from './tournament-tabs'

const promo = (id: string, extra: Partial<Tournament> = {}): Tournament => ({
  id,
  tournament_id: id,
  frontend_identifier: id,
  kind: 'bet_sum',
  title: id,
  description: '',
  terms: '',
  image: null,
  status: 'active',
  start_at: '2026-11-01T00:00:00.000Z',
  end_at: '2026-12-01T00:00:00.000Z',
  in_progress: true,
  currency: 'EUR',
  group_ids: [],
  games: [],
  game_categories: [],
  min_bet_cents: 0,
  prizes: [],
  top_players: [],
  participants: 0,
  confirmed: false,
  spin_every_cents: null,
  lootbox_group_key: null,
  ...extra,
})

const ids = (items: Tournament[]) => items.map((item) => item.id)

describe('tournament views (spec 2 §2.1, ADR 041 Client)', () => {
  const items = [
    promo('later', { status: 'future', start_at: '2026-12-05T00:00:00.000Z' }),
    promo('race'),
    promo('multi', { kind: 'max_multiplier', games: ['netent/starburst'] }),
    promo('live-race', { kind: 'rounds', game_categories: ['live-roulette'] }),
    promo('wheel', { kind: 'wheel' }),
    promo('quest--s--spring', { kind: 'quest' }),
    promo('achievement--m--hundred', { kind: 'achievement', end_at: null }),
    promo('gone', { status: 'archive' }),
  ]

  it('lists the open tournaments of each tab, active before future, never finished ones', () => {
    expect(ids(tournamentsForView(items, 'default'))).toEqual([
      'race',
      'multi',
      'live-race',
      'wheel',
      'later',
    ])
    expect(ids(tournamentsForView(items, 'producers'))).toEqual(['multi'])
    expect(ids(tournamentsForView(items, 'live'))).toEqual(['live-race'])
    expect(ids(tournamentsForView(items, 'actions'))).toEqual(['quest--s--spring'])
    expect(ids(tournamentsForView(items, 'achievements'))).toEqual(['achievement--m--hundred'])
    expect(tournamentsForView(items, 'all')).toHaveLength(7)
  })

  it('arena is the competitive tournaments, promo every promotion', () => {
    expect(ids(tournamentsForView(items, 'arena'))).toEqual(['race', 'multi', 'live-race', 'later'])
    expect(tournamentsForView(items, 'promo')).toHaveLength(7)
  })

  it('links tournaments to their page, quests and achievements to theirs', () => {
    expect(promoHref(promo('race'))).toBe('/tournaments/race')
    expect(promoHref(promo('quest--s--spring', { kind: 'quest' }))).toBe('/action/quest--s--spring')
    expect(promoHref(promo('achievement--m--x', { kind: 'achievement' }))).toBe('/action/achievement--m--x')
    expect(promoHref(promo('rocket-chance', { kind: 'wheel' }))).toBe('/rocket-chance')
  })

  it('reads the tab of a path; anything else is a tournament slug', () => {
    expect(tabOfPath(undefined)).toBe('default')
    expect(tabOfPath('archive')).toBe('archive')
    expect(tabOfPath('live')).toBe('live')
    expect(tabOfPath('weekly-pokies-race')).toBeNull()
  })
})
