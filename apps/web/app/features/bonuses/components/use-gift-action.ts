// Activate or cancel a bonus or batch (spec 2 §7 C13–C14): the answer goes into the store at once,
// then both lists are fetched again (spec 2 §4); a refusal keeps its code's message (errors.ts:
// BONUS_ACTIVE_EXISTS, BONUS_NOT_ACTIVATABLE, BONUS_NOT_ALLOWED) for the card to show.
import { useState } from 'react'
import { logError } from '../../../lib/log'
import { PlatformFailure } from '../../../lib/platform-client'
import { useTranslation } from '../../../lib/translate'
import { actionErrorKey } from '../model/bonuses'
import { reloadGifts } from '../model/gifts-store'

export function useGiftAction<T>(): {
  pending: boolean
  error: string | null
  run: (action: () => Promise<T>, put: (answer: T) => void) => Promise<boolean>
} {
  const { t } = useTranslation()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  async function run(action: () => Promise<T>, put: (answer: T) => void): Promise<boolean> {
    setPending(true)
    setError(null)
    try {
      put(await action())
      return true
    } catch (failure) {
      const code =
        failure instanceof PlatformFailure && failure.failure.kind !== 'network' ? failure.failure.code : null
      setError(t(actionErrorKey(code)))
      return false
    } finally {
      // Also after a refusal: the list may have moved on (another tab, the expiry job).
      await reloadGifts().catch((reload: unknown) => logError('GIFTS_LOAD_ERROR', reload))
      setPending(false)
    }
  }
  return { pending, error, run }
}
