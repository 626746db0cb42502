// Opening one box from the list (spec 2 §4, ADR 040): "Your seed" and the committed hash, then the
// box shakes while the platform draws (still under reduced motion), then the prize and its proof.
import type { Lootbox } from '@croupier/contract/lootboxes/lootbox'
import { useEffect, useRef, useState } from 'react'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { GLYPHS } from '../../../ui/account-glyphs'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { Icon } from '../../../ui/icon'
import { useLootboxOpening } from '../hooks/use-lootbox-opening'
import { prizeOf } from '../model/lootboxes'
import { ClientSeedField, useClientSeed } from './client-seed-field'
import { FairnessProof } from './fairness-proof'
import styles from './lootboxes.module.css'
import { prizeText } from './prize-text'

/** How long the box shakes before it shows the prize (three shakes of lootboxes.module.css). */
const REVEAL_MS = 1200

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true

export function LootboxOpeningDialog({
  box,
  title,
  onClose,
}: {
  box: Lootbox
  title: string
  onClose: () => void
}) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const opening = useLootboxOpening()
  const seed = useClientSeed()
  const [revealed, setRevealed] = useState(false)
  const resultTitle = useRef<HTMLHeadingElement>(null)
  const opened = opening.opened
  const item = opened && revealed ? prizeOf(opened) : null
  const prize = item && opened ? prizeText(item, opened, t, locale) : null

  useEffect(() => {
    if (!opened) return
    const timer = setTimeout(() => setRevealed(true), reducedMotion() ? 0 : REVEAL_MS)
    return () => clearTimeout(timer)
  }, [opened])

  useEffect(() => {
    if (prize) resultTitle.current?.focus()
  }, [prize])

  const shaking = opening.pending || (opened !== null && !revealed)
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={title} size="md">
      <div className={styles.result}>
        <div className={`${styles.chest} ${shaking ? styles.shaking : ''}`} aria-hidden="true">
          <Icon name={GLYPHS.gift} size={64} />
        </div>
        {prize && opened ? (
          <>
            <h3 ref={resultTitle} tabIndex={-1} className={styles.resultTitle}>
              {t('wheel.won', { prize })}
            </h3>
            <p className={styles.muted}>{t('wheel.inGifts')}</p>
            <FairnessProof box={opened} prize={prize} />
            <Button onClick={onClose}>{t('wheel.box.done')}</Button>
          </>
        ) : (
          <>
            <ClientSeedField
              seed={seed.seed}
              onSeedChange={seed.setSeed}
              serverSeedHash={box.fairness.server_seed_hash}
              disabled={shaking}
            />
            {opening.errorKey ? (
              <p role="alert" className={styles.bad}>
                {t(opening.errorKey)}
              </p>
            ) : null}
            <Button
              variant="primary"
              onClick={() => void opening.open(box, seed.sendable)}
              disabled={shaking}
            >
              {shaking ? t('wheel.box.opening') : t('wheel.box.open')}
            </Button>
          </>
        )}
      </div>
    </Dialog>
  )
}
