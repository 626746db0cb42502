// The signed-in player's gifts in the browser (spec 1 §4 batch items bonuses, gifts, free spins):
// filled by the post-login batch or by the first reader (header counter, gifts page), patched live
// by `bonuses_changes` / `freespins_changes` (use-gifts-live.ts) and fetched again after an
// activation, a cancellation, a stage change or a reconnect (spec 2 §4). Never read on the server.
import type { PlayerBonus, PlayerFreeSpins } from '@croupier/contract/bonuses/player-bonus'
import type { AdditionalGift } from '@croupier/contract/config/get-additional-gifts'
import type { ModifyGiftsConfig } from '@croupier/contract/config/get-modify-gifts-config'
import { create } from 'zustand'
import { registerPlayerDataReset } from '../../../lib/player-session'
import { getAdditionalGifts, getBonuses, getFreeSpins, getModifyGiftsConfig } from '../api/bonuses-api'
import { applyGiftChange, type GiftChange } from './bonuses'

export interface GiftsState {
  bonuses: PlayerBonus[] | null
  freeSpins: PlayerFreeSpins[] | null
  /** Labels, order and ignored notice tournaments (config modify-gifts-config). */
  config: ModifyGiftsConfig | null
  /** Operator gifts (config additional-gifts), before the viewer's filter. */
  additional: AdditionalGift[] | null
}

const EMPTY: GiftsState = { bonuses: null, freeSpins: null, config: null, additional: null }

export const useGiftsStore = create<GiftsState>()(() => ({ ...EMPTY }))

const inFlight = new Map<string, Promise<unknown>>()

/** One call per kind at a time; a call made while one runs shares it. */
function once<T>(name: string, run: () => Promise<T>): Promise<T> {
  const running = inFlight.get(name) as Promise<T> | undefined
  if (running) return running
  const started = run().finally(() => inFlight.delete(name))
  inFlight.set(name, started)
  return started
}

export function loadBonuses(): Promise<PlayerBonus[]> {
  return once('bonuses', async () => {
    const bonuses = await getBonuses()
    useGiftsStore.setState({ bonuses })
    return bonuses
  })
}

export function loadFreeSpins(): Promise<PlayerFreeSpins[]> {
  return once('freeSpins', async () => {
    const freeSpins = await getFreeSpins()
    useGiftsStore.setState({ freeSpins })
    return freeSpins
  })
}

/** The two config documents; either failing leaves the page with its defaults (no labels, no extras). */
export function loadGiftsConfig(): Promise<void> {
  return once('config', async () => {
    const [config, additional] = await Promise.all([
      getModifyGiftsConfig().catch(() => null),
      getAdditionalGifts().catch(() => null),
    ])
    useGiftsStore.setState((state) => ({
      config: config ?? state.config ?? { gifts: [], ignoredNoticeTournaments: [] },
      additional: additional?.gifts ?? state.additional ?? [],
    }))
  })
}

/** Both lists again (spec 2 §4: activating or cancelling reloads lists). */
export function reloadGifts(): Promise<unknown> {
  return Promise.all([loadBonuses(), loadFreeSpins()])
}

/** Everything the page and header read, fetched only where the store holds nothing yet. */
export function ensureGifts(): Promise<unknown> {
  const { bonuses, freeSpins, config } = useGiftsStore.getState()
  return Promise.all([
    bonuses ? null : loadBonuses(),
    freeSpins ? null : loadFreeSpins(),
    config ? null : loadGiftsConfig(),
  ])
}

/** What a server render carried: used until the store holds its own. */
export function seedGifts(seed: Partial<GiftsState>): void {
  useGiftsStore.setState((state) => ({
    bonuses: state.bonuses ?? seed.bonuses ?? null,
    freeSpins: state.freeSpins ?? seed.freeSpins ?? null,
    config: state.config ?? seed.config ?? null,
    additional: state.additional ?? seed.additional ?? null,
  }))
}

/** Puts what an activation or cancel answered in place before the reload lands. */
export function putBonus(bonus: PlayerBonus): void {
  useGiftsStore.setState((state) => ({
    bonuses: (state.bonuses ?? []).map((item) => (item.id === bonus.id ? bonus : item)),
  }))
}

export function putFreeSpins(batch: PlayerFreeSpins): void {
  useGiftsStore.setState((state) => ({
    freeSpins: (state.freeSpins ?? []).map((item) => (item.id === batch.id ? batch : item)),
  }))
}

/** A realtime change patched in; true when the list must be fetched again instead. */
export function applyChange(list: 'bonuses' | 'freeSpins', change: GiftChange): boolean {
  const state = useGiftsStore.getState()
  if (list === 'bonuses') {
    const { items, reload } = applyGiftChange(state.bonuses, change)
    if (!reload) useGiftsStore.setState({ bonuses: items })
    return reload
  }
  const { items, reload } = applyGiftChange(state.freeSpins, change)
  if (!reload) useGiftsStore.setState({ freeSpins: items })
  return reload
}

registerPlayerDataReset('gifts', () => {
  inFlight.clear()
  useGiftsStore.setState({ ...EMPTY })
})
