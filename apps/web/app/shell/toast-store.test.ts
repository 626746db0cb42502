import { TOAST_AUTO_REMOVE_MS } from '@croupier/rules/ui-timing'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useToastStore } from './toast-store'

const texts = () => useToastStore.getState().toasts.map((toast) => toast.text)

describe('toast store (spec 1 §8)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    useToastStore.getState().clear()
    vi.useRealTimers()
  })

  it('removes a toast after 10 s by default', () => {
    useToastStore.getState().push({ text: 'Saved' })
    vi.advanceTimersByTime(TOAST_AUTO_REMOVE_MS - 1)
    expect(texts()).toEqual(['Saved'])
    vi.advanceTimersByTime(1)
    expect(texts()).toEqual([])
  })

  it('honours a custom time', () => {
    useToastStore.getState().push({ text: 'Quick', time: 3000 })
    vi.advanceTimersByTime(3000)
    expect(texts()).toEqual([])
  })

  it('keeps a toast with time 0 until it is closed', () => {
    const id = useToastStore.getState().push({ text: 'Stays', time: 0 })
    vi.advanceTimersByTime(60 * 60 * 1000)
    expect(texts()).toEqual(['Stays'])
    useToastStore.getState().dismiss(id)
    expect(texts()).toEqual([])
  })

  it.each(['RESTRICTED_GEO', 'ON_LIMIT_REACHED'])('never auto-hides %s, even with a time', (code) => {
    useToastStore.getState().push({ text: code, code, kind: 'warning', time: 2000 })
    vi.advanceTimersByTime(10 * TOAST_AUTO_REMOVE_MS)
    expect(texts()).toEqual([code])
  })

  it('shows a coded warning once even when pushed twice', () => {
    const first = useToastStore.getState().push({ text: 'Restricted', code: 'RESTRICTED_GEO' })
    const second = useToastStore.getState().push({ text: 'Restricted', code: 'RESTRICTED_GEO' })
    expect(second).toBe(first)
    expect(texts()).toEqual(['Restricted'])
  })

  it('closing early cancels the timer of that toast only', () => {
    const a = useToastStore.getState().push({ text: 'A' })
    vi.advanceTimersByTime(5000)
    useToastStore.getState().push({ text: 'B' })
    useToastStore.getState().dismiss(a)
    expect(texts()).toEqual(['B'])
    vi.advanceTimersByTime(5000)
    expect(texts()).toEqual(['B'])
    vi.advanceTimersByTime(5000)
    expect(texts()).toEqual([])
  })
})
