// A promo's countdown (spec 2 §4): hh:mm:ss with days in front only when nonzero, ticking each
// second from the browser's clock after hydration (the server renders the date, so the two never
// disagree), calling onEnd once when the target is reached.
import { countdownParts } from '@croupier/rules/promotions'
import { useEffect, useState } from 'react'

export const PROMO_COUNTDOWN_TICK_MS = 1000 // spec 2 §4: the countdown ticks each second

export function PromoCountdown({
  target,
  format,
  onEnd,
}: {
  target: string
  /** Wraps the time left; `days` is 0 when under a day. */
  format: (time: { days: number; clock: string }) => string
  onEnd?: () => void
}) {
  const [now, setNow] = useState<Date | null>(null)
  useEffect(() => {
    let ended = false
    const tick = () => {
      const current = new Date()
      setNow(current)
      if (!ended && countdownParts(target, current).done) {
        ended = true
        window.clearInterval(timer)
        onEnd?.()
      }
    }
    const timer = window.setInterval(tick, PROMO_COUNTDOWN_TICK_MS)
    tick()
    return () => window.clearInterval(timer)
  }, [target, onEnd])
  if (now === null)
    return <time dateTime={target}>{new Date(target).toISOString().slice(0, 16).replace('T', ' ')} UTC</time>
  const parts = countdownParts(target, now)
  const pad = (n: number) => String(n).padStart(2, '0')
  const clock = `${pad(parts.hours)}:${pad(parts.minutes)}:${pad(parts.seconds)}`
  return (
    <time dateTime={target} suppressHydrationWarning>
      {format({ days: parts.days, clock })}
    </time>
  )
}
