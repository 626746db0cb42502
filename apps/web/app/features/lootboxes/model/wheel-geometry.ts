// Where the wheel stops: segments run clockwise from the top and the pointer sits at the top, so
// the platform's prize segment lands under it when the wheel turns by minus its centre angle. Pure
// (no DOM), so the page and its tests agree on the arithmetic.

/** Full turns the wheel makes before it stops (a spin that visibly spins). */
export const WHEEL_TURNS = 5

/** The clockwise angle of a segment's start and centre, in degrees from the top. */
export function segmentAngles(
  index: number,
  count: number,
): { start: number; centre: number; sweep: number } {
  const sweep = 360 / count
  return { start: index * sweep, centre: (index + 0.5) * sweep, sweep }
}

/**
 * The wheel's rotation (degrees, clockwise) that puts segment `index`'s centre under the top
 * pointer, at least `turns` full turns past `from`: spins add up, the wheel never turns back.
 */
export function landingRotation(from: number, index: number, count: number, turns = WHEEL_TURNS): number {
  const { centre } = segmentAngles(index, count)
  const minimum = from + turns * 360
  const aligned = -centre
  const steps = Math.ceil((minimum - aligned) / 360)
  return aligned + steps * 360
}

/** The segment under the top pointer when the wheel stands at `rotation` degrees (clockwise). */
export function segmentAtPointer(rotation: number, count: number): number {
  const atTop = (((-rotation % 360) + 360) % 360) / (360 / count)
  return Math.floor(atTop) % count
}

/** The SVG path of one segment of a wheel of radius `r` centred at (r, r). */
export function segmentPath(index: number, count: number, r: number): string {
  const { start, sweep } = segmentAngles(index, count)
  const point = (degrees: number) => {
    const radians = ((degrees - 90) * Math.PI) / 180
    return `${round(r + r * Math.cos(radians))} ${round(r + r * Math.sin(radians))}`
  }
  const large = sweep > 180 ? 1 : 0
  return `M ${r} ${r} L ${point(start)} A ${r} ${r} 0 ${large} 1 ${point(start + sweep)} Z`
}

const round = (value: number) => Math.round(value * 1000) / 1000
