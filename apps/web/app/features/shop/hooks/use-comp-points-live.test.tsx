import { renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { emit } from '../../../lib/events'
import { useCompPointsStore } from '../model/comp-points-store'
import { useCompPointsLive } from './use-comp-points-live'

const award = (points: number, total: number) =>
  emit('realtime', { name: 'comps_award', payload: { points, total_points: total } })
const held = () => {
  const { chargeable, persistent } = useCompPointsStore.getState()
  return { chargeable, persistent }
}

describe('comp points live by comps_award (spec 2 §7, ADR 040)', () => {
  beforeEach(() => useCompPointsStore.setState({ chargeable: 10, persistent: 100, rates: null }))

  it('takes total_points as the spendable balance and adds the award to the lifetime points once, however many readers are mounted', () => {
    const header = renderHook(() => useCompPointsLive(true))
    const sideMenu = renderHook(() => useCompPointsLive(true))
    award(5, 15)
    expect(held()).toEqual({ chargeable: 15, persistent: 105 })
    sideMenu.unmount()
    award(3, 18)
    expect(held()).toEqual({ chargeable: 18, persistent: 108 })
    header.unmount()
    award(2, 20)
    expect(held()).toEqual({ chargeable: 18, persistent: 108 })
  })

  it('listens to nothing while comp points are off', () => {
    const off = renderHook(() => useCompPointsLive(false))
    award(5, 15)
    expect(held()).toEqual({ chargeable: 10, persistent: 100 })
    off.unmount()
  })
})
