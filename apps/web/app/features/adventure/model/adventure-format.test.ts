import { describe, expect, it } from 'vitest'
import { formatCountdown, gameName } from './adventure-format'

const t = (key: string, vars?: Record<string, unknown>) => `${key}:${JSON.stringify(vars ?? {})}`

describe('formatCountdown (spec 2 §4: days shown only when nonzero)', () => {
  it.each([
    [0, '00:00:00'],
    [-5_000, '00:00:00'],
    [999, '00:00:00'],
    [61_000, '00:01:01'],
    [23 * 3_600_000 + 59 * 60_000 + 59_000, '23:59:59'],
  ])('%i ms reads %s', (ms, text) => {
    expect(formatCountdown(ms, t as never)).toBe(text)
  })

  it('puts the days in front from a whole day on', () => {
    expect(formatCountdown(2 * 86_400_000 + 3_600_000, t as never)).toBe(
      'adventure.countdownDays:{"count":2,"clock":"01:00:00"}',
    )
  })
})

describe('gameName', () => {
  it('reads a config game producer:slug as its title', () => {
    expect(gameName('playngo:tomb-of-the-pharaoh-ii')).toBe('Tomb of the Pharaoh II')
    expect(gameName('pragmaticplay:gates-of-olympus')).toBe('Gates of Olympus')
  })
})
