// Milliseconds left until `endsAt`, ticking each second and stopping at zero (spec 2 §4). Null on
// the server and the first render, so the server's clock never disagrees with the browser's.
import { useEffect, useState } from 'react'
import { COUNTDOWN_TICK_MS } from '../model/adventure-format'

export function useCountdown(endsAt: string | null, onEnd?: () => void): number | null {
  const [left, setLeft] = useState<number | null>(null)
  useEffect(() => {
    if (endsAt === null) return
    const end = new Date(endsAt).getTime()
    let ended = false
    const tick = () => {
      const ms = Math.max(0, end - Date.now())
      setLeft(ms)
      if (ms === 0 && !ended) {
        ended = true
        window.clearInterval(timer)
        onEnd?.()
      }
    }
    const timer = window.setInterval(tick, COUNTDOWN_TICK_MS)
    tick()
    return () => window.clearInterval(timer)
  }, [endsAt, onEnd])
  return left
}
