// Loads a code-split module on the visitor's first interaction with the page (pointer, key, touch,
// wheel, focus) or at once when asked. Keeps heavy widgets (Radix menus, drawers) out of the JS
// loaded before the lobby is interactive (issue 11): a page nobody touches never downloads them.
import { useCallback, useEffect, useState } from 'react'

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
  useEffect(() => onFirstInteraction(request), [request])
  return { module, request }
}
