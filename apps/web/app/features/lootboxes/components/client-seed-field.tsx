// "Your seed" (ADR 040): the player's part of the draw, prefilled with a random one after hydration
// (so server and browser render alike) and editable; beside it the hash the platform committed to.
import { useCallback, useEffect, useId, useState } from 'react'
import { useTranslation } from '../../../lib/translate'
import { isValidClientSeed, newClientSeed } from '../model/lootboxes'
import styles from './lootboxes.module.css'

export function randomClientSeed(): string {
  return newClientSeed(globalThis.crypto.getRandomValues(new Uint8Array(8)))
}

/** The seed's state: empty on the server, a random one once hydrated, a new one after each draw. */
export function useClientSeed() {
  const [seed, setSeed] = useState('')
  const renew = useCallback(() => setSeed(randomClientSeed()), [])
  useEffect(renew, [])
  return { seed, setSeed, renew, sendable: isValidClientSeed(seed) ? seed : null }
}

export function ClientSeedField({
  seed,
  onSeedChange,
  serverSeedHash,
  disabled,
}: {
  seed: string
  onSeedChange: (seed: string) => void
  serverSeedHash: string
  disabled?: boolean
}) {
  const { t } = useTranslation()
  const id = useId()
  const invalid = seed !== '' && !isValidClientSeed(seed)
  return (
    <div className={styles.seed}>
      <label htmlFor={`${id}-seed`} className={styles.label}>
        {t('wheel.seed.label')}
      </label>
      <input
        id={`${id}-seed`}
        className={styles.input}
        value={seed}
        maxLength={64}
        spellCheck={false}
        autoComplete="off"
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onSeedChange(event.target.value)}
      />
      <p id={`${id}-hint`} className={invalid ? styles.bad : styles.muted}>
        {invalid ? t('wheel.seed.invalid') : t('wheel.seed.hint')}
      </p>
      <p className={styles.commit}>
        <span className={styles.label}>{t('wheel.seed.committed')}</span>
        <span className={styles.mono}>{serverSeedHash}</span>
      </p>
    </div>
  )
}
