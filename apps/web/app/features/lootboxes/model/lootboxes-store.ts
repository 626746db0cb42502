// The signed-in player's lootboxes in the browser (spec 1 §4 batch item lootboxes): filled by the
// post-login batch or the first page that reads them, fetched again on `lootboxes_changes` and on a
// reconnect (use-lootboxes-live.ts) and replaced by an activation's answer. Never read on the server.
import type { WheelConfig } from '@croupier/contract/config/get-wheel-config'
import type { Lootbox } from '@croupier/contract/lootboxes/lootbox'
import { create } from 'zustand'
import { registerPlayerDataReset } from '../../../lib/player-session'
import { getLootboxes, getWheelConfig } from '../api/lootboxes-api'

export interface LootboxesState {
  lootboxes: Lootbox[] | null
  /** The operator's wheels (public config), for the menu link. */
  wheels: WheelConfig | null
}

export const useLootboxesStore = create<LootboxesState>()(() => ({ lootboxes: null, wheels: null }))

let wheelsLoad: Promise<unknown> | null = null

/** The wheel config once per page life; a failure leaves it null (no link) and may be retried. */
export function ensureWheelConfig(): Promise<unknown> {
  wheelsLoad ??= getWheelConfig().then(
    (wheels) => useLootboxesStore.setState({ wheels }),
    () => {
      wheelsLoad = null
    },
  )
  return wheelsLoad
}

let inFlight: Promise<Lootbox[]> | null = null

/** One call at a time; a call made while one runs shares it. */
export function loadLootboxes(): Promise<Lootbox[]> {
  inFlight ??= getLootboxes()
    .then((lootboxes) => {
      useLootboxesStore.setState({ lootboxes })
      return lootboxes
    })
    .finally(() => {
      inFlight = null
    })
  return inFlight
}

/** The list, fetched only when the store holds none yet. */
export function ensureLootboxes(): Promise<Lootbox[]> {
  const held = useLootboxesStore.getState().lootboxes
  return held ? Promise.resolve(held) : loadLootboxes()
}

/** What a server render carried: used until the store holds its own. */
export function seedLootboxes(lootboxes: Lootbox[] | null): void {
  if (lootboxes && useLootboxesStore.getState().lootboxes === null) useLootboxesStore.setState({ lootboxes })
}

/** An activation's answer in place of the box it opened. */
export function putLootbox(box: Lootbox): void {
  useLootboxesStore.setState((state) => ({
    lootboxes: (state.lootboxes ?? [box]).map((item) => (item.id === box.id ? box : item)),
  }))
}

registerPlayerDataReset('lootboxes', () => {
  inFlight = null
  useLootboxesStore.setState({ lootboxes: null })
})
