// Opening a box or spinning the wheel (spec 2 §7 POST /api/player/lootboxes/{id}/activation, ADR
// 040): sends the player's seed, puts the answer in the store and keeps it for the result; a refusal
// keeps its code's message. The list is fetched again either way (another tab, the expiry job).
import type { Lootbox } from '@croupier/contract/lootboxes/lootbox'
import { useState } from 'react'
import { logError } from '../../../lib/log'
import { PlatformFailure } from '../../../lib/platform-client'
import { activateLootbox } from '../api/lootboxes-api'
import { loadLootboxes, putLootbox } from '../model/lootboxes-store'

const KNOWN_REFUSALS = ['LOOTBOX_NOT_ACTIVATABLE', 'BONUS_NOT_ALLOWED', 'NOT_FOUND'] as const

/** The message key of a refusal (wheel.json errors.*). */
export function openingErrorKey(failure: unknown): string {
  const code =
    failure instanceof PlatformFailure && failure.failure.kind !== 'network' ? failure.failure.code : null
  return KNOWN_REFUSALS.find((known) => known === code) ? `wheel.errors.${code}` : 'wheel.errors.generic'
}

export function useLootboxOpening() {
  const [pending, setPending] = useState(false)
  const [errorKey, setErrorKey] = useState<string | null>(null)
  const [opened, setOpened] = useState<Lootbox | null>(null)

  async function open(box: Lootbox, clientSeed: string | null): Promise<Lootbox | null> {
    setPending(true)
    setErrorKey(null)
    try {
      const answer = await activateLootbox(box.id, clientSeed)
      putLootbox(answer)
      setOpened(answer)
      return answer
    } catch (failure) {
      setErrorKey(openingErrorKey(failure))
      return null
    } finally {
      void loadLootboxes().catch((error: unknown) => logError('LOOTBOXES_LOAD_ERROR', error))
      setPending(false)
    }
  }

  return { pending, errorKey, opened, open, reset: () => setOpened(null) }
}
