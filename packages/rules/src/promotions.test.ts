import { describe, expect, it } from 'vitest'
import {
  countdownParts,
  fromEurCents,
  maskNickname,
  parsePromoIdentifier,
  promoStatus,
  promoVisible,
  splitPromotions,
  toEurCents,
} from './promotions'

const now = new Date('2026-11-25T12:00:00Z')

describe('promo status from dates (spec 2 §4)', () => {
  it('is future before the start, active until the end, archive from the end', () => {
    expect(promoStatus('2026-11-26T00:00:00Z', '2026-11-30T00:00:00Z', now)).toBe('future')
    expect(promoStatus('2026-11-20T00:00:00Z', '2026-11-30T00:00:00Z', now)).toBe('active')
    expect(promoStatus('2026-11-20T00:00:00Z', '2026-11-25T12:00:00Z', now)).toBe('archive')
    expect(promoStatus('2026-01-01T00:00:00Z', null, now)).toBe('active')
  })

  it('splits the promotions page into active, future and archive, each in its order', () => {
    const p = (id: string, start_at: string, end_at: string | null) => ({ id, start_at, end_at })
    const split = splitPromotions(
      [
        p('a-late', '2026-11-01T00:00:00Z', '2026-12-10T00:00:00Z'),
        p('old', '2026-10-01T00:00:00Z', '2026-10-05T00:00:00Z'),
        p('a-soon', '2026-11-01T00:00:00Z', '2026-11-26T00:00:00Z'),
        p('next', '2026-12-01T00:00:00Z', '2026-12-05T00:00:00Z'),
        p('older', '2026-09-01T00:00:00Z', '2026-09-05T00:00:00Z'),
        p('forever', '2026-01-01T00:00:00Z', null),
      ],
      now,
    )
    expect(split.active.map((x) => x.id)).toEqual(['a-soon', 'a-late', 'forever'])
    expect(split.future.map((x) => x.id)).toEqual(['next'])
    expect(split.archive.map((x) => x.id)).toEqual(['old', 'older'])
  })
})

describe('countdown (spec 2 §4)', () => {
  it('splits the time left and stops at zero', () => {
    expect(countdownParts('2026-11-27T13:02:03Z', now)).toEqual({
      days: 2,
      hours: 1,
      minutes: 2,
      seconds: 3,
      done: false,
    })
    expect(countdownParts('2026-11-25T11:00:00Z', now)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      done: true,
    })
  })
})

describe('nicknames on leaderboards and wins (spec 2 §9 K8)', () => {
  it('keeps 6 characters and adds ***', () => {
    expect(maskNickname('highroller77')).toBe('highro***')
    expect(maskNickname('ann')).toBe('ann***')
  })
})

describe('identifier rules (spec 2 §3)', () => {
  it('reads quests, achievements, hidden and test identifiers', () => {
    expect(parsePromoIdentifier('quest--s--spring-run')).toMatchObject({
      isQuest: true,
      questSize: 's',
      slug: 'spring-run',
    })
    expect(parsePromoIdentifier('quest--huge--x')).toMatchObject({ questSize: 'm' })
    expect(parsePromoIdentifier('achievement--xs--first-steps')).toMatchObject({
      isAchievement: true,
      isQuest: false,
      questSize: 'xs',
    })
    expect(parsePromoIdentifier('weekly-race')).toMatchObject({
      isQuest: false,
      questSize: null,
      slug: 'weekly-race',
    })
    expect(promoVisible('race-nonvisible', true)).toBe(false)
    expect(promoVisible('quest--s--ffc-check', false)).toBe(false)
    expect(promoVisible('quest--s--ffc-check', true)).toBe(true)
  })
})

describe('EUR reference rates (ADR 041)', () => {
  it('converts stakes down and requirements up; crypto has no rate', () => {
    expect(toEurCents(1_000, 'NOK')).toBe(100)
    expect(toEurCents(149, 'AUD')).toBe(99)
    expect(fromEurCents(99, 'AUD')).toBe(149)
    expect(toEurCents(100, 'BTC')).toBeNull()
  })
})
