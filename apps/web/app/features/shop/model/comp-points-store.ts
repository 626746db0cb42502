// The signed-in player's comp points in the browser (spec 1 §4 batch items comp points and rates):
// filled by the post-login batch or the first reader (header, shop), set live by `comps_award`
// (use-comp-points-live.ts) and by an exchange's answer, fetched again after a reconnect.
import type { CompPointRates } from '@croupier/contract/loyalty/get-comp-point-rates'
import { create } from 'zustand'
import { registerPlayerDataReset } from '../../../lib/player-session'
import { getCompPointRates, getCompPoints } from '../api/shop-api'

export interface CompPointsState {
  /** Spendable points (`chargeable.points`); null until loaded. */
  chargeable: number | null
  /** Lifetime points (`persistent.points`), for levels. */
  persistent: number | null
  rates: CompPointRates | null
}

const EMPTY: CompPointsState = { chargeable: null, persistent: null, rates: null }

export const useCompPointsStore = create<CompPointsState>()(() => ({ ...EMPTY }))

let pending: Promise<void> | null = null

export function loadCompPoints(): Promise<void> {
  pending ??= getCompPoints()
    .then((points) => {
      useCompPointsStore.setState({
        chargeable: points.chargeable.points,
        persistent: points.persistent.points,
      })
    })
    .finally(() => {
      pending = null
    })
  return pending
}

export async function loadCompPointRates(): Promise<void> {
  const rates = await getCompPointRates()
  useCompPointsStore.setState({ rates })
}

/** The balance a page's loader read, until the store holds its own. */
export function seedCompPoints(chargeable: number | null): void {
  if (chargeable !== null && useCompPointsStore.getState().chargeable === null)
    useCompPointsStore.setState({ chargeable })
}

/** `comps_award {points, total_points}`: total_points is the new spendable balance. */
export function applyCompsAward(award: { points: number; total_points: number }): void {
  useCompPointsStore.setState((state) => ({
    chargeable: award.total_points,
    persistent: state.persistent === null ? null : state.persistent + award.points,
  }))
}

export function setCompPoints(points: {
  chargeable: { points: number }
  persistent: { points: number }
}): void {
  useCompPointsStore.setState({ chargeable: points.chargeable.points, persistent: points.persistent.points })
}

registerPlayerDataReset('comp-points', () => {
  pending = null
  useCompPointsStore.setState({ ...EMPTY })
})
