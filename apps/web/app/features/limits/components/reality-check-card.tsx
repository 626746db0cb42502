// The reality check's settings (UKGC RTS 13, GLI-19; beyond the spec): how often the game page
// reminds the player of their session, and the net deposits the issue asks the profile to show.
import type { RealityCheck } from '@croupier/contract/limits/get-reality-check'
import { REALITY_CHECK_DEFAULT_MINUTES, REALITY_CHECK_INTERVALS } from '@croupier/rules/limits'
import { type FormEvent, useState } from 'react'
import { useRevalidator } from 'react-router'
import { emit } from '../../../lib/events'
import { useTranslation } from '../../../lib/translate'
import { Button } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { SelectField } from '../../../ui/field'
import panel from '../../../ui/panel.module.css'
import { setRealityCheckInterval } from '../api/limits-api'
import styles from './limits.module.css'
import { useLimitText } from './use-limit-text'

export function RealityCheckCard({ realityCheck }: { realityCheck: RealityCheck | null }) {
  const { t } = useTranslation()
  const text = useLimitText()
  const { revalidate } = useRevalidator()
  const saved = realityCheck?.interval_minutes ?? REALITY_CHECK_DEFAULT_MINUTES
  const [chosen, setChosen] = useState(String(saved))
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    try {
      await setRealityCheckInterval(Number(chosen))
      emit('toast', {
        text: t('limits.realityCheck.saved', { interval: text.duration(Number(chosen)) }),
        kind: 'success',
      })
      await revalidate()
    } catch {
      emit('toast', { text: t('limits.realityCheck.failed'), kind: 'error' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card
      id="limits-reality-check"
      icon="info"
      title={t('limits.realityCheck.title')}
      description={t('limits.realityCheck.description')}
    >
      <form className={panel.inline} onSubmit={submit}>
        <SelectField
          id="reality-check-interval"
          label={t('limits.realityCheck.interval')}
          value={chosen}
          onValueChange={setChosen}
          options={REALITY_CHECK_INTERVALS.map((minutes) => ({
            value: String(minutes),
            label: t('limits.realityCheck.every', { interval: text.duration(minutes) }),
          }))}
        />
        <Button
          type="submit"
          variant="secondary"
          className={panel.inlineButton}
          aria-disabled={busy || undefined}
        >
          {busy ? t('limits.working') : t('limits.realityCheck.save')}
        </Button>
      </form>
      {realityCheck ? (
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt>{t('limits.realityCheck.netDeposits')}</dt>
            <dd>{text.money(realityCheck.net_deposits_cents, realityCheck.currency)}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{t('limits.realityCheck.sessionWagered')}</dt>
            <dd>{text.money(realityCheck.wagered_cents, realityCheck.currency)}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{t('limits.realityCheck.sessionResult')}</dt>
            <dd>{text.money(realityCheck.net_result_cents, realityCheck.currency)}</dd>
          </div>
        </dl>
      ) : null}
    </Card>
  )
}
