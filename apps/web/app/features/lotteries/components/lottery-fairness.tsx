// The lottery's fairness proof (ADR 041, ADR 040): the seed hash committed before the draw; after
// it the seed and client seed, and "Verify" recomputing the winners here in the browser.
import type { Lottery } from '@croupier/contract/lotteries/lottery'
import { verifyTicketDraw } from '@croupier/rules/fairness'
import { useState } from 'react'
import { useTranslation } from '../../../lib/translate'
import { Button } from '../../../ui/button'
import promo from '../../../ui/promo-page.module.css'
import styles from './lotteries.module.css'

type Result = 'idle' | 'running' | 'verified' | 'failed'

export function LotteryFairness({ lottery }: { lottery: Lottery }) {
  const { t } = useTranslation()
  const [result, setResult] = useState<Result>('idle')
  const { proof } = lottery
  const { server_seed: serverSeed, client_seed: clientSeed } = proof
  const revealed = serverSeed !== null && clientSeed !== null && lottery.drawn_at !== null
  const verify = async () => {
    if (serverSeed === null || clientSeed === null) return
    setResult('running')
    try {
      const check = await verifyTicketDraw({ ...proof, server_seed: serverSeed, client_seed: clientSeed })
      // Every winner listed must be a recomputed pick of its place.
      const listed = lottery.winners.every((winner) =>
        proof.picks.some((pick) => pick.place === winner.place && pick.ticket_id === winner.ticket_id),
      )
      setResult(check.valid && listed ? 'verified' : 'failed')
    } catch {
      setResult('failed')
    }
  }
  return (
    <section className={promo.panel} aria-labelledby="lottery-fairness-title">
      <h2 id="lottery-fairness-title" className={promo.sectionTitle}>
        {t('lotteries.fairnessTitle')}
      </h2>
      <p className={promo.muted}>{revealed ? t('lotteries.fairnessAfter') : t('lotteries.fairnessBefore')}</p>
      <dl className={styles.proof}>
        <dt>{t('lotteries.serverSeedHash')}</dt>
        <dd>{proof.server_seed_hash}</dd>
        {revealed ? (
          <>
            <dt>{t('lotteries.serverSeed')}</dt>
            <dd>{proof.server_seed}</dd>
            <dt>{t('lotteries.clientSeed')}</dt>
            <dd>{proof.client_seed}</dd>
          </>
        ) : null}
      </dl>
      {revealed ? (
        <>
          <Button variant="secondary" onClick={verify} disabled={result === 'running'}>
            {result === 'running' ? t('lotteries.verifying') : t('lotteries.verify')}
          </Button>
          <p role="status" className={result === 'failed' ? styles.bad : styles.good}>
            {result === 'verified'
              ? t('lotteries.verified')
              : result === 'failed'
                ? t('lotteries.verifyFailed')
                : ''}
          </p>
        </>
      ) : null}
    </section>
  )
}
