// The player's lootboxes on the gifts tab (spec 2 §3 "Lootbox", §4): issued boxes to open, boxes
// opened today with their prize and proof; expired ones and the wheel's spins (on the wheel page)
// are not listed. Nothing shows while there is no box.
import type { Lootbox } from '@croupier/contract/lootboxes/lootbox'
import { useEffect, useState } from 'react'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { GLYPHS } from '../../../ui/account-glyphs'
import { Button } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { LocalTime } from '../../../ui/local-time'
import { useLootboxesLive } from '../hooks/use-lootboxes-live'
import { listLootboxes, prizeOf } from '../model/lootboxes'
import { seedLootboxes, useLootboxesStore } from '../model/lootboxes-store'
import { FairnessProof } from './fairness-proof'
import { LootboxOpeningDialog } from './lootbox-opening-dialog'
import styles from './lootboxes.module.css'
import { prizeText } from './prize-text'

/** The boxes the list shows now: the store's once it holds them, else the server render's. */
export function useListedLootboxes(initial: Lootbox[] | null): Lootbox[] {
  const held = useLootboxesStore((state) => state.lootboxes)
  useEffect(() => seedLootboxes(initial), [initial])
  return listLootboxes(held ?? initial ?? [], new Date())
}

export function LootboxList({ initial }: { initial: Lootbox[] | null }) {
  const { t } = useTranslation()
  const { locale, player } = useShellContext()
  useLootboxesLive(player !== null)
  const boxes = useListedLootboxes(initial)
  const [opening, setOpening] = useState<Lootbox | null>(null)
  if (boxes.length === 0 && opening === null) return null
  const titleOf = (box: Lootbox) => t(`wheel.box.source.${box.source}`)
  return (
    <Card id="gift-lootboxes" icon={GLYPHS.gift} title={t('wheel.box.listTitle')}>
      <ul className={styles.list}>
        {boxes.map((box) => {
          const item = prizeOf(box)
          const prize = item ? prizeText(item, box, t, locale) : null
          return (
            <li key={box.id} className={styles.box}>
              <div className={styles.boxHead}>
                <h4 className={styles.boxTitle}>{titleOf(box)}</h4>
                {box.stage === 'issued' && box.valid_until ? (
                  <span className={styles.muted}>
                    {t('wheel.box.validUntil')} <LocalTime iso={box.valid_until} locale={locale} />
                  </span>
                ) : null}
              </div>
              <p className={styles.muted}>
                {t('wheel.box.contains', {
                  prizes: box.items.map((entry) => prizeText(entry, box, t, locale)).join(', '),
                })}
              </p>
              {prize ? (
                <>
                  <p className={styles.good}>{t('wheel.won', { prize })}</p>
                  <details>
                    <summary>{t('wheel.proof.title')}</summary>
                    <FairnessProof box={box} prize={prize} />
                  </details>
                </>
              ) : (
                <div>
                  <Button
                    variant="primary"
                    size="sm"
                    onClick={() => setOpening(box)}
                    aria-label={t('wheel.box.openNamed', { title: titleOf(box) })}
                  >
                    {t('wheel.box.open')}
                  </Button>
                </div>
              )}
            </li>
          )
        })}
      </ul>
      {opening ? (
        <LootboxOpeningDialog box={opening} title={titleOf(opening)} onClose={() => setOpening(null)} />
      ) : null}
    </Card>
  )
}
