// The wheel drawn from its slices (SVG, fixed size: no layout shift) with the pointer at the top.
// Turning to `rotation` takes `durationMs` and ends in `onLanded`; with reduced motion it stands there
// at once. The platform draws; the wheel only shows where the draw landed (wheel-geometry.ts).
import { type CSSProperties, useEffect, useRef } from 'react'
import { readableTextColor } from '../../../ui/contrast'
import { segmentAngles, segmentPath } from '../model/wheel-geometry'
import styles from './wheel.module.css'

export interface WheelSlice {
  id: string
  label: string
  color: string
}

const R = 160

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true

export function PrizeWheel({
  slices,
  rotation,
  durationMs,
  label,
  onLanded,
}: {
  slices: readonly WheelSlice[]
  rotation: number
  durationMs: number
  /** The wheel's accessible name: what it holds, or where it stopped. */
  label: string
  onLanded?: () => void
}) {
  const turning = useRef<HTMLDivElement>(null)
  const landed = useRef(onLanded)
  landed.current = onLanded
  useEffect(() => {
    if (rotation === 0) return
    // The stylesheet drops the transition under reduced motion; the wheel then stands at once.
    const duration = prefersReducedMotion() ? 0 : durationMs
    // transitionend does not fire without a transition; the timer is a safety net when it is missed.
    const done = () => landed.current?.()
    if (duration === 0) {
      done()
      return
    }
    const node = turning.current
    let finished = false
    const finish = () => {
      if (finished) return
      finished = true
      done()
    }
    node?.addEventListener('transitionend', finish, { once: true })
    const timer = setTimeout(finish, duration + 500)
    return () => {
      node?.removeEventListener('transitionend', finish)
      clearTimeout(timer)
    }
  }, [rotation, durationMs])

  return (
    <div className={styles.frame} role="img" aria-label={label}>
      <div
        ref={turning}
        className={styles.turning}
        data-rotation={rotation}
        style={{ transform: `rotate(${rotation}deg)`, '--spin-ms': `${durationMs}ms` } as CSSProperties}
      >
        <svg
          viewBox={`0 0 ${R * 2} ${R * 2}`}
          width="100%"
          height="100%"
          aria-hidden="true"
          focusable="false"
        >
          {slices.map((slice, index) => {
            const { centre } = segmentAngles(index, slices.length)
            return (
              <g key={slice.id}>
                <path
                  d={segmentPath(index, slices.length, R)}
                  fill={slice.color}
                  stroke="#0b0e14"
                  strokeWidth="2"
                />
                <text
                  x={R}
                  y={R * 0.3}
                  transform={`rotate(${centre} ${R} ${R})`}
                  textAnchor="middle"
                  dominantBaseline="middle"
                  className={styles.sliceLabel}
                  fill={readableTextColor(slice.color, '#ffffff')}
                >
                  {slice.label}
                </text>
              </g>
            )
          })}
          <circle cx={R} cy={R} r={R * 0.14} fill="#0b0e14" stroke="#ffffff" strokeWidth="3" />
        </svg>
      </div>
      <svg className={styles.pointer} viewBox="0 0 24 28" aria-hidden="true" focusable="false">
        <path d="M2 0 H22 L12 26 Z" fill="#ffffff" stroke="#0b0e14" strokeWidth="2" />
      </svg>
    </div>
  )
}
