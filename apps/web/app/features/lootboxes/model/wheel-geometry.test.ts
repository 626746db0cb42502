import { describe, expect, it } from 'vitest'
import { landingRotation, segmentAtPointer, segmentPath } from './wheel-geometry'

describe('landingRotation', () => {
  it.each([
    [0, 6],
    [1, 6],
    [5, 6],
    [3, 7],
    [6, 7],
  ])('puts segment %i of %i under the pointer after at least five turns', (index, count) => {
    const rotation = landingRotation(0, index, count)
    expect(rotation).toBeGreaterThanOrEqual(5 * 360)
    expect(rotation).toBeLessThan(6 * 360)
    expect(segmentAtPointer(rotation, count)).toBe(index)
  })

  it('keeps turning forward from where the last spin stopped', () => {
    const first = landingRotation(0, 2, 6)
    const second = landingRotation(first, 2, 6)
    expect(second - first).toBe(5 * 360)
    const third = landingRotation(second, 4, 6)
    expect(third).toBeGreaterThan(second + 5 * 360)
    expect(segmentAtPointer(third, 6)).toBe(4)
  })
})

describe('segmentAtPointer', () => {
  it('reads the top segment at rest and after a quarter turn back', () => {
    expect(segmentAtPointer(0, 4)).toBe(0)
    expect(segmentAtPointer(-90, 4)).toBe(1)
    expect(segmentAtPointer(90, 4)).toBe(3)
  })
})

describe('segmentPath', () => {
  it('draws the first of four segments from the top to the right', () => {
    expect(segmentPath(0, 4, 100)).toBe('M 100 100 L 100 0 A 100 100 0 0 1 200 100 Z')
  })
})
