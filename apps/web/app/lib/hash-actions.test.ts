import { CHAT_HASH_DELAY_MS, HASH_CLEAR_DELAY_MS, SCROLL_TO_HASH_TIMEOUT_MS } from '@croupier/rules/routing'
import { describe, expect, it, vi } from 'vitest'
import { type HashActionDeps, performHashAction } from './hash-actions'

function setup(overrides: Partial<HashActionDeps> = {}) {
  let now = 0
  const timers: Array<{ at: number; fn: () => void; id: number }> = []
  let nextId = 1
  const deps: HashActionDeps = {
    bettingUrl: 'https://sport.example',
    openModal: vi.fn(),
    currentHash: () => '#sign-in',
    clearHash: vi.fn(),
    assign: vi.fn(),
    findElement: () => null,
    setTimeout: (fn, ms) => {
      const id = nextId++
      timers.push({ at: now + ms, fn, id })
      return id
    },
    clearTimeout: (id) => {
      const index = timers.findIndex((t) => t.id === id)
      if (index >= 0) timers.splice(index, 1)
    },
    ...overrides,
  }
  const advance = (ms: number) => {
    const until = now + ms
    for (;;) {
      timers.sort((a, b) => a.at - b.at)
      const next = timers[0]
      if (!next || next.at > until) break
      timers.shift()
      now = next.at
      next.fn()
    }
    now = until
  }
  return { deps, advance }
}

describe('performHashAction (spec 1 §2)', () => {
  it('opens the sign-in dialog and clears the hash after 1000 ms', () => {
    const { deps, advance } = setup()
    performHashAction('#sign-in', deps)
    expect(deps.openModal).toHaveBeenCalledWith({ name: 'sign-in', props: {} })
    advance(HASH_CLEAR_DELAY_MS - 1)
    expect(deps.clearHash).not.toHaveBeenCalled()
    advance(1)
    expect(deps.clearHash).toHaveBeenCalledTimes(1)
  })

  it('maps #users/password/edit to the new-password dialog', () => {
    const { deps } = setup()
    performHashAction('#users/password/edit', deps)
    expect(deps.openModal).toHaveBeenCalledWith({ name: 'new-password', props: {} })
  })

  it('opens support chat after 1 s', () => {
    const { deps, advance } = setup()
    performHashAction('#chat', deps)
    expect(deps.openModal).not.toHaveBeenCalled()
    advance(CHAT_HASH_DELAY_MS)
    expect(deps.openModal).toHaveBeenCalledWith({ name: 'support', props: {} })
  })

  it('sends #sport_{x} to the sportsbook, and does nothing without one', () => {
    const { deps } = setup()
    performHashAction('#sport_live/football', deps)
    expect(deps.assign).toHaveBeenCalledWith('https://sport.example/live/football')
    const noBook = setup({ bettingUrl: null })
    performHashAction('#sport', noBook.deps)
    expect(noBook.deps.assign).not.toHaveBeenCalled()
  })

  it('scrolls to an element that appears later, giving up after 5 s', () => {
    const scrollIntoView = vi.fn()
    let present = false
    const { deps, advance } = setup({
      findElement: (id) => (present && id === 'faq' ? { scrollIntoView } : null),
    })
    performHashAction('#faq', deps)
    advance(2000)
    present = true
    advance(100)
    expect(scrollIntoView).toHaveBeenCalledTimes(1)

    const missing = setup({ findElement: () => null })
    const find = vi.spyOn(missing.deps, 'findElement')
    performHashAction('#nothing', missing.deps)
    missing.advance(SCROLL_TO_HASH_TIMEOUT_MS * 2)
    const calls = find.mock.calls.length
    missing.advance(SCROLL_TO_HASH_TIMEOUT_MS)
    expect(find.mock.calls.length).toBe(calls)
    expect(calls).toBeLessThanOrEqual(SCROLL_TO_HASH_TIMEOUT_MS / 100 + 2)
  })

  it("on an auth page goes to the hash's page instead of stacking a dialog (issue #9 item 12)", () => {
    const replaceAuthPage = vi.fn(() => true)
    const { deps, advance } = setup({ replaceAuthPage })
    performHashAction('#sign-up', deps)
    expect(replaceAuthPage).toHaveBeenCalledWith('sign-up')
    expect(deps.openModal).not.toHaveBeenCalled()
    advance(HASH_CLEAR_DELAY_MS)
    expect(deps.clearHash).not.toHaveBeenCalled()
    const elsewhere = setup({ replaceAuthPage: () => false })
    performHashAction('#sign-up', elsewhere.deps)
    expect(elsewhere.deps.openModal).toHaveBeenCalledWith({ name: 'sign-up', props: {} })
  })

  it('cancels pending timers', () => {
    const { deps, advance } = setup()
    const cancel = performHashAction('#chat', deps)
    cancel()
    advance(CHAT_HASH_DELAY_MS * 2)
    expect(deps.openModal).not.toHaveBeenCalled()
  })
})
