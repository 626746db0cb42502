// The fairness proof of an opened box (ADR 040, ARCHITECTURE "Fairness and draws"): the committed
// hash, the revealed server seed, the player's seed, the nonce and the HMAC, and a Verify button
// that recomputes the draw in this browser (rules/fairness.ts#verifyDraw) against the shown prize.
import type { Lootbox } from '@croupier/contract/lootboxes/lootbox'
import { verifyDraw } from '@croupier/rules/fairness'
import { useId, useState } from 'react'
import { useTranslation } from '../../../lib/translate'
import { Button } from '../../../ui/button'
import styles from './lootboxes.module.css'

type Check = 'idle' | 'checking' | 'verified' | 'mismatch' | 'unavailable'

/** Whether the revealed seeds give this box's prize: hash, HMAC and the picked item all agree. */
export async function checkBox(box: Lootbox): Promise<Exclude<Check, 'idle' | 'checking'>> {
  const { server_seed, client_seed, hmac, server_seed_hash, nonce } = box.fairness
  if (!server_seed || client_seed === null || !hmac || box.prize_index === null) return 'mismatch'
  if (!globalThis.crypto?.subtle) return 'unavailable'
  const result = await verifyDraw(
    { server_seed, server_seed_hash, client_seed, nonce, hmac },
    box.items.map((item) => item.weight),
  )
  return result.hashMatches && result.hmacMatches && result.index === box.prize_index
    ? 'verified'
    : 'mismatch'
}

export function FairnessProof({ box, prize }: { box: Lootbox; prize: string }) {
  const { t } = useTranslation()
  const titleId = useId()
  const [check, setCheck] = useState<Check>('idle')
  const { fairness } = box
  const rows: [string, string][] = [
    [t('wheel.proof.serverSeedHash'), fairness.server_seed_hash],
    [t('wheel.proof.serverSeed'), fairness.server_seed ?? '—'],
    [t('wheel.proof.clientSeed'), fairness.client_seed ?? '—'],
    [t('wheel.proof.nonce'), String(fairness.nonce)],
    [t('wheel.proof.hmac'), fairness.hmac ?? '—'],
  ]
  async function verify() {
    setCheck('checking')
    setCheck(await checkBox(box).catch(() => 'mismatch' as const))
  }
  return (
    <section className={styles.proof} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.proofTitle}>
        {t('wheel.proof.title')}
      </h3>
      <p className={styles.muted}>{t('wheel.proof.explain')}</p>
      <dl className={styles.proofList}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.proofRow}>
            <dt>{label}</dt>
            <dd className={styles.mono}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.verify}>
        <Button size="sm" onClick={() => void verify()} disabled={check === 'checking'}>
          {t('wheel.proof.verify')}
        </Button>
        <p role="status" className={check === 'mismatch' ? styles.bad : styles.good}>
          {check === 'checking' ? t('wheel.proof.checking') : null}
          {check === 'verified' ? t('wheel.proof.verified', { prize }) : null}
          {check === 'mismatch' ? t('wheel.proof.mismatch') : null}
          {check === 'unavailable' ? t('wheel.proof.unavailable') : null}
        </p>
      </div>
    </section>
  )
}
