// @vitest-environment happy-dom
// The slot with a free-spin batch (issue #12): "Free spins: N left" at the batch's stake, the bet
// fixed while it lasts, and what the batch won once it is played.
import type { GameSession, RoundResult, SessionFreeSpins } from '@croupier/contract/play/game-session'
import { describe, expect, it, vi } from 'vitest'
import type { FrameApi } from './api.ts'
import type { FrameContext } from './context.ts'
import { createTranslator } from './i18n.ts'
import { mountSlot } from './slot.ts'
import { themeOf } from './themes.ts'

const t = createTranslator({
  slot: {
    bonusSpinsLeft: 'Free spins: {{count}} left at {{stake}}',
    bonusSpinsDone: 'Free spins played: {{amount}} won.',
  },
})

const GRID = Array.from({ length: 5 }, () => ['nine', 'ten', 'jack'])

function result(freeSpins: SessionFreeSpins | undefined): RoundResult {
  return {
    round_id: '1',
    status: 'finished',
    bet_cents: 20,
    win_cents: 0,
    balance_cents: 1_000,
    currency: 'EUR',
    outcome: { kind: 'slot', grid: GRID, line_wins: [], scatter_count: 0, win_cents: 0, free_spins: [] },
    created_at: new Date(0).toISOString(),
    ...(freeSpins ? { free_spins: freeSpins } : {}),
  } as RoundResult
}

function setup(freeSpins: SessionFreeSpins | null, answers: RoundResult[]) {
  const session = {
    id: 's1',
    game: {
      identifier: 'croupier/fruit-slot',
      title: 'Fruit',
      provider: 'croupier',
      provider_name: 'C',
      kind: 'slot',
      theme: 'fruit',
      rtp: 96,
    },
    free_spins: freeSpins,
  } as unknown as GameSession
  const playRound = vi.fn(async () => answers.shift() as RoundResult)
  const lockBet = vi.fn()
  const ctx: FrameContext = {
    session,
    api: { playRound } as unknown as FrameApi,
    t,
    theme: themeOf(session.game),
    reducedMotion: true,
    money: (cents) => `€${(cents / 100).toFixed(2)}`,
    bet: () => 100,
    announce: () => {},
    fail: (error) => {
      throw error
    },
    settle: () => {},
    setBusy: () => {},
    lockBet,
  }
  const view = mountSlot(ctx)
  const badge = view.stage.querySelector('[data-free-spins]') as HTMLElement
  const spin = async () => {
    view.primary()?.click()
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { badge, lockBet, spin, playRound }
}

const batch = (remaining: number, won = 0): SessionFreeSpins => ({
  id: '7',
  remaining,
  count: 2,
  stake_cents: 20,
  won_cents: won,
})

describe('slot free spins', () => {
  it('shows the spins left at the batch stake, keeps the bet fixed, then says what they won', async () => {
    const { badge, lockBet, spin } = setup(batch(2), [
      result(batch(1)),
      result(batch(0, 35)),
      result(undefined),
    ])
    expect(badge.hidden).toBe(false)
    expect(badge.textContent).toBe('Free spins: 2 left at €0.20')
    expect(lockBet).toHaveBeenLastCalledWith(true)
    await spin()
    expect(badge.textContent).toBe('Free spins: 1 left at €0.20')
    await spin()
    expect(badge.textContent).toBe('Free spins played: €0.35 won.')
    expect(lockBet).toHaveBeenLastCalledWith(false)
  })

  it('shows nothing without a batch', () => {
    const { badge, lockBet } = setup(null, [])
    expect(badge.hidden).toBe(true)
    expect(lockBet).toHaveBeenLastCalledWith(false)
  })
})
