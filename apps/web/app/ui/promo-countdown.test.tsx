// spec 2 §4 countdown: ticks each second, shows days only when nonzero, stops at zero and signals
// the end once.
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PromoCountdown } from './promo-countdown'

const format = ({ days, clock }: { days: number; clock: string }) => (days > 0 ? `${days}d ${clock}` : clock)

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2026-11-25T12:00:00Z'))
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('PromoCountdown', () => {
  it('ticks each second and shows days only when nonzero', () => {
    render(<PromoCountdown target="2026-11-27T12:00:05Z" format={format} />)
    expect(screen.getByText('2d 00:00:05')).toBeTruthy()
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(screen.getByText('2d 00:00:04')).toBeTruthy()
    cleanup()
    render(<PromoCountdown target="2026-11-25T13:02:04Z" format={format} />) // one second has passed
    expect(screen.getByText('01:02:03')).toBeTruthy()
  })

  it('stops at zero and signals the end once', () => {
    const onEnd = vi.fn()
    render(<PromoCountdown target="2026-11-25T12:00:02Z" format={format} onEnd={onEnd} />)
    act(() => {
      vi.advanceTimersByTime(5000)
    })
    expect(screen.getByText('00:00:00')).toBeTruthy()
    expect(onEnd).toHaveBeenCalledTimes(1)
  })
})
