// The current time, ticking each second (spec 2 §4 countdown); null on the server and the first
// render, so the server's clock never disagrees with the browser's.
import { useEffect, useState } from 'react'

const TICK_MS = 1000

export function useNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null)
  useEffect(() => {
    const tick = () => setNow(new Date())
    tick()
    const timer = window.setInterval(tick, TICK_MS)
    return () => window.clearInterval(timer)
  }, [])
  return now
}
