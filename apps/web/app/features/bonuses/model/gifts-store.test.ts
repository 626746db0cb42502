import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signOutEverywhere } from '../../../lib/player-session'
import { getAdditionalGifts, getBonuses, getFreeSpins, getModifyGiftsConfig } from '../api/bonuses-api'
import { bonusesPostLoginLoads } from '../post-login-loads'
import { batch, bonus } from './fixtures'
import {
  applyChange,
  ensureGifts,
  loadBonuses,
  putBonus,
  reloadGifts,
  seedGifts,
  useGiftsStore,
} from './gifts-store'

vi.mock('../api/bonuses-api', () => ({
  getBonuses: vi.fn(),
  getFreeSpins: vi.fn(),
  getModifyGiftsConfig: vi.fn(),
  getAdditionalGifts: vi.fn(),
}))
vi.mock('../../../lib/log', () => ({ logError: vi.fn() }))

const config = { gifts: [], ignoredNoticeTournaments: ['rocket-wheel'] }

describe('gifts store', () => {
  beforeEach(() => {
    vi.mocked(getBonuses).mockResolvedValue([bonus('1'), bonus('2', { stage: 'activated' })])
    vi.mocked(getFreeSpins).mockResolvedValue([batch('5')])
    vi.mocked(getModifyGiftsConfig).mockResolvedValue(config)
    vi.mocked(getAdditionalGifts).mockResolvedValue({ gifts: [] })
  })
  afterEach(() => {
    useGiftsStore.setState({ bonuses: null, freeSpins: null, config: null, additional: null })
    vi.clearAllMocks()
  })

  it('fills from the post-login steps bonuses, gifts and free spins (spec 1 §4)', async () => {
    await bonusesPostLoginLoads.bonuses?.()
    await bonusesPostLoginLoads.gifts?.()
    await bonusesPostLoginLoads.freeSpins?.()
    const state = useGiftsStore.getState()
    expect(state.bonuses).toHaveLength(2)
    expect(state.freeSpins).toHaveLength(1)
    expect(state.config).toEqual(config)
    expect(state.additional).toEqual([])
  })

  it('shares a running call and fetches only what it lacks', async () => {
    await Promise.all([loadBonuses(), loadBonuses()])
    expect(getBonuses).toHaveBeenCalledTimes(1)
    await ensureGifts()
    expect(getBonuses).toHaveBeenCalledTimes(1)
    expect(getFreeSpins).toHaveBeenCalledTimes(1)
    await reloadGifts()
    expect(getBonuses).toHaveBeenCalledTimes(2)
  })

  it('keeps defaults when a config document fails', async () => {
    vi.mocked(getModifyGiftsConfig).mockRejectedValue(new Error('down'))
    await ensureGifts()
    expect(useGiftsStore.getState().config).toEqual({ gifts: [], ignoredNoticeTournaments: [] })
  })

  it('patches a live change and reports a stage change for a reload', async () => {
    await loadBonuses()
    expect(applyChange('bonuses', { id: '2', stage: 'activated', wagering_percent: 50 })).toBe(false)
    expect(useGiftsStore.getState().bonuses?.[1]?.wagering_percent).toBe(50)
    expect(applyChange('bonuses', { id: '2', stage: 'wagered' })).toBe(true)
  })

  it('puts an action answer in place, keeps a seed only while empty, and empties at logout', async () => {
    seedGifts({ bonuses: [bonus('9')] })
    seedGifts({ bonuses: [bonus('10')] })
    expect(useGiftsStore.getState().bonuses?.map((item) => item.id)).toEqual(['9'])
    putBonus(bonus('9', { stage: 'canceled' }))
    expect(useGiftsStore.getState().bonuses?.[0]?.stage).toBe('canceled')
    signOutEverywhere({ queryClient: undefined, navigate: () => undefined } as never)
    expect(useGiftsStore.getState().bonuses).toBeNull()
  })
})
