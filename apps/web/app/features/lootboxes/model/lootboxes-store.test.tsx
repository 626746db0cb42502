import { act, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { emit } from '../../../lib/events'
import { signOutEverywhere } from '../../../lib/player-session'
import { getLootboxes } from '../api/lootboxes-api'
import { useLootboxesLive } from '../hooks/use-lootboxes-live'
import { lootboxesPostLoginLoads } from '../post-login-loads'
import { lootbox } from './fixtures'
import { ensureLootboxes, putLootbox, useLootboxesStore } from './lootboxes-store'

vi.mock('../api/lootboxes-api', () => ({ getLootboxes: vi.fn(), getWheelConfig: vi.fn() }))
vi.mock('../../../lib/log', () => ({ logError: vi.fn() }))

function Live({ isPlayer }: { isPlayer: boolean }) {
  useLootboxesLive(isPlayer)
  return null
}

describe('lootboxes store', () => {
  beforeEach(() => {
    vi.mocked(getLootboxes).mockResolvedValue([lootbox({ id: '1' })])
  })
  afterEach(() => {
    useLootboxesStore.setState({ lootboxes: null })
    vi.clearAllMocks()
  })

  it('fills from the post-login step lootboxes (spec 1 §4) and empties on logout', async () => {
    await lootboxesPostLoginLoads.lootboxes?.()
    expect(useLootboxesStore.getState().lootboxes?.map((box) => box.id)).toEqual(['1'])
    await ensureLootboxes()
    expect(getLootboxes).toHaveBeenCalledTimes(1)
    putLootbox(lootbox({ id: '1', stage: 'activated', prize_index: 0 }))
    expect(useLootboxesStore.getState().lootboxes?.[0]?.stage).toBe('activated')
    signOutEverywhere()
    expect(useLootboxesStore.getState().lootboxes).toBeNull()
  })

  it('fetches the list again on lootboxes_changes and on a reconnect, for players only', async () => {
    const { unmount } = render(<Live isPlayer />)
    await act(async () => undefined)
    expect(getLootboxes).toHaveBeenCalledTimes(1)
    vi.mocked(getLootboxes).mockResolvedValue([lootbox({ id: '1' }), lootbox({ id: '2' })])
    await act(async () => emit('realtime', { name: 'lootboxes_changes', payload: { id: 2 } }))
    expect(useLootboxesStore.getState().lootboxes?.map((box) => box.id)).toEqual(['1', '2'])
    await act(async () => emit('realtime', { name: 'bonuses_changes', payload: { id: 2 } }))
    await act(async () => emit('realtime-reconnect', {}))
    expect(getLootboxes).toHaveBeenCalledTimes(3)
    unmount()

    vi.clearAllMocks()
    render(<Live isPlayer={false} />)
    await act(async () => emit('realtime', { name: 'lootboxes_changes', payload: { id: 3 } }))
    expect(getLootboxes).not.toHaveBeenCalled()
  })
})
