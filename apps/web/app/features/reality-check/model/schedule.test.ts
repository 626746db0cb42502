import { describe, expect, it } from 'vitest'
import { firstDelayMs, intervalMs, sessionMinutes } from './schedule'

const NOW = Date.parse('2026-11-22T10:00:00.000Z')

describe('reality check schedule', () => {
  it('defaults to 60 minutes (UKGC RTS 13)', () => {
    expect(intervalMs(null)).toBe(60 * 60_000)
    expect(intervalMs(15)).toBe(15 * 60_000)
  })
  it('waits one interval when the player has no play session yet', () => {
    expect(firstDelayMs({ intervalMinutes: 30, nextCheckAt: null, now: NOW })).toBe(30 * 60_000)
  })
  it("follows the platform's next check, never beyond one interval", () => {
    const in10 = new Date(NOW + 10 * 60_000).toISOString()
    expect(firstDelayMs({ intervalMinutes: 60, nextCheckAt: in10, now: NOW })).toBe(10 * 60_000)
    const in3h = new Date(NOW + 180 * 60_000).toISOString()
    expect(firstDelayMs({ intervalMinutes: 60, nextCheckAt: in3h, now: NOW })).toBe(60 * 60_000)
    const past = new Date(NOW - 60_000).toISOString()
    expect(firstDelayMs({ intervalMinutes: 60, nextCheckAt: past, now: NOW })).toBe(0)
  })
  it('shows at least the time spent on the page', () => {
    expect(sessionMinutes(5, NOW - 61 * 60_000, NOW)).toBe(61)
    expect(sessionMinutes(90, NOW - 61 * 60_000, NOW)).toBe(90)
    expect(sessionMinutes(null, NOW, NOW)).toBe(0)
  })
})
