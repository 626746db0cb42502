import { MODAL_UNLOCK_DELAY_MS } from '@croupier/rules/ui-timing'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isScrollLocked } from '../scroll-lock'
import { useModalStore } from './modal-store'

const names = () => useModalStore.getState().stack.map((modal) => modal.name)
const bodyOverflow = () => document.body.style.overflow

describe('modal stack scroll lock (spec 1 §4)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    useModalStore.getState().closeAll({ immediate: true })
    vi.useRealTimers()
  })

  it('blocks page scroll while a modal is open', () => {
    expect(bodyOverflow()).toBe('')
    useModalStore.getState().open('search', {})
    expect(names()).toEqual(['search'])
    expect(bodyOverflow()).toBe('hidden')
    expect(isScrollLocked()).toBe(true)
  })

  it('unblocks 100 ms after the last modal closes', () => {
    useModalStore.getState().open('search', {})
    useModalStore.getState().close('search')
    expect(names()).toEqual([])
    vi.advanceTimersByTime(MODAL_UNLOCK_DELAY_MS - 1)
    expect(bodyOverflow()).toBe('hidden')
    vi.advanceTimersByTime(1)
    expect(bodyOverflow()).toBe('')
  })

  it('unblocks at once when closed immediate', () => {
    useModalStore.getState().open('search', {})
    useModalStore.getState().close('search', { immediate: true })
    expect(bodyOverflow()).toBe('')
  })

  it('stays blocked while another modal remains on the stack', () => {
    useModalStore.getState().open('support', {})
    useModalStore.getState().open('search', {})
    expect(names()).toEqual(['support', 'search'])
    useModalStore.getState().close()
    expect(names()).toEqual(['support'])
    vi.advanceTimersByTime(10 * MODAL_UNLOCK_DELAY_MS)
    expect(bodyOverflow()).toBe('hidden')
    useModalStore.getState().close('support')
    vi.advanceTimersByTime(MODAL_UNLOCK_DELAY_MS)
    expect(bodyOverflow()).toBe('')
  })

  it('a modal opened during the unlock delay keeps the page blocked', () => {
    useModalStore.getState().open('search', {})
    useModalStore.getState().close('search')
    vi.advanceTimersByTime(MODAL_UNLOCK_DELAY_MS / 2)
    useModalStore.getState().open('pwa-install', {})
    vi.advanceTimersByTime(10 * MODAL_UNLOCK_DELAY_MS)
    expect(bodyOverflow()).toBe('hidden')
  })

  it('re-opening an open modal moves it to the top without duplicating it', () => {
    useModalStore.getState().open('cashbox', { step: 'deposit' })
    useModalStore.getState().open('support', {})
    useModalStore.getState().open('cashbox', { step: 'withdraw' })
    expect(useModalStore.getState().stack).toEqual([
      { name: 'support', props: {} },
      { name: 'cashbox', props: { step: 'withdraw' } },
    ])
  })

  it('a modal of a group replaces the open one of that group and leaves the others (issue #9 item 12)', () => {
    useModalStore.getState().open('support', {})
    useModalStore.getState().open('sign-in', {})
    useModalStore.getState().open('sign-up', {})
    expect(names()).toEqual(['support', 'sign-up'])
    useModalStore.getState().open('sign-in', {})
    expect(names()).toEqual(['support', 'sign-in'])
    expect(bodyOverflow()).toBe('hidden')
  })

  it('closing a modal that is not open changes nothing', () => {
    useModalStore.getState().open('search', {})
    useModalStore.getState().close('support')
    expect(names()).toEqual(['search'])
    vi.advanceTimersByTime(10 * MODAL_UNLOCK_DELAY_MS)
    expect(bodyOverflow()).toBe('hidden')
  })

  it('pads the body by the scrollbar width so the page does not shift', () => {
    const html = document.documentElement
    const original = Object.getOwnPropertyDescriptor(html, 'clientWidth')
    Object.defineProperty(html, 'clientWidth', { configurable: true, value: window.innerWidth - 15 })
    try {
      useModalStore.getState().open('search', {})
      expect(document.body.style.paddingRight).toBe('15px')
      useModalStore.getState().close('search', { immediate: true })
      expect(document.body.style.paddingRight).toBe('')
    } finally {
      if (original) Object.defineProperty(html, 'clientWidth', original)
      else delete (html as unknown as Record<string, unknown>).clientWidth
    }
  })
})
