// Loads a code-split module after hydration when the browser is idle, or at once when asked
// (first interaction). Keeps heavy widgets (Radix menus, drawers) out of the initial bundle. Not on
// interaction only: a dialog opened by a hash on load relies on Radix being there (auth-dialog-hash).
import { useCallback, useEffect, useState } from 'react'

const IDLE_FALLBACK_MS = 1500

/** The first of these anywhere on the page means a person is there and may open the widget next. */
export const INTERACTION_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'touchstart',
  'wheel',
  'focusin',
] as const

/** Calls `task` once, on the first interaction with the page; answers a cancel function. */
export function onFirstInteraction(task: () => void): () => void {
  const options = { capture: true, passive: true } as const
  const stop = () => {
    for (const name of INTERACTION_EVENTS) window.removeEventListener(name, fire, options)
  }
  function fire() {
    stop()
    task()
  }
  for (const name of INTERACTION_EVENTS) window.addEventListener(name, fire, options)
  return stop
}

export function useIdleImport<T>(load: () => Promise<T>): { module: T | null; request: () => void } {
  const [module, setModule] = useState<T | null>(null)
  const request = useCallback(() => {
    void load().then((loaded) => setModule(() => loaded))
  }, [load])
  useEffect(() => {
    const idle = window.requestIdleCallback
    if (idle) {
      const handle = idle(request, { timeout: IDLE_FALLBACK_MS * 2 })
      return () => window.cancelIdleCallback(handle)
    }
    const timer = window.setTimeout(request, IDLE_FALLBACK_MS)
    return () => window.clearTimeout(timer)
  }, [request])
  return { module, request }
}
