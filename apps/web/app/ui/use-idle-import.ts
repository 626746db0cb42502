// Loads a code-split module after hydration when the browser is idle, or at once when asked
// (first interaction). Keeps heavy widgets (Radix menus, drawers) out of the initial bundle.
import { useCallback, useEffect, useState } from 'react'

const IDLE_FALLBACK_MS = 1500

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
