// Cooling-off (a break) and self-exclusion (MGA: one click from the limits page): the period, then a
// confirmation that spells out what happens, since neither can be shortened or lifted early. A
// self-excluded player is signed out at once: the platform ends every session and this browser
// follows with the same wipe as a logout.
import { type RestrictionType, restrictionEnd } from '@croupier/rules/limits'
import { localizePath } from '@croupier/rules/locale'
import { useState } from 'react'
import { useNavigate, useRevalidator } from 'react-router'
import { emit } from '../../../lib/events'
import { PlatformFailure } from '../../../lib/platform-client'
import { requestRootReload, signOutEverywhere } from '../../../lib/player-session'
import { runNavigation } from '../../../lib/router-errors'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { GLYPHS } from '../../../ui/account-glyphs'
import { Button } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { Dialog } from '../../../ui/dialog'
import { FormMessage, SelectField } from '../../../ui/field'
import { formatDateTime } from '../../../ui/local-time'
import panel from '../../../ui/panel.module.css'
import { saveLimit } from '../api/limits-api'
import { periodsFor } from '../model/limits'
import { putLimit } from '../model/limits-store'
import styles from './limits.module.css'
import { useLimitText } from './use-limit-text'

const CONSEQUENCES: Record<RestrictionType, readonly string[]> = {
  coolingoff: ['noPlay', 'staySignedIn', 'final'],
  selfexclusion: ['signedOut', 'noPlay', 'withdraw', 'final', 'help'],
}

export function RestrictionCard({ kind, disabled }: { kind: RestrictionType; disabled: boolean }) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const text = useLimitText()
  const navigate = useNavigate()
  const { revalidate } = useRevalidator()
  const periods = periodsFor(kind)
  const [period, setPeriod] = useState(periods[0] ?? 'day')
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const prefix = `limits.${kind}`

  const end = restrictionEnd(period, new Date())
  const until = end ? formatDateTime(end.toISOString(), locale, undefined, 'date') : null
  const vars = { period: text.period(period).toLowerCase(), date: until ?? '' }

  const start = async () => {
    if (busy) return
    setBusy(true)
    setError(null)
    try {
      const saved = await saveLimit({ type: kind, period })
      const endsAt = saved.ends_at ? formatDateTime(saved.ends_at, locale, undefined, 'date') : null
      const done = endsAt ? t(`${prefix}.done`, { date: endsAt }) : t(`${prefix}.doneForever`)
      setConfirming(false)
      if (kind === 'selfexclusion') {
        // The platform has ended every session of the player: this browser lets go of the player
        // too, and says why on the lobby (time 0: the message stays until closed).
        signOutEverywhere()
        requestRootReload()
        emit('toast', { text: done, kind: 'info', time: 0 })
        runNavigation(() => navigate(localizePath(locale, '/'), { replace: true }))
        return
      }
      emit('toast', { text: done, kind: 'info', time: 0 })
      putLimit(saved)
      // The player's `responsible_gaming` lives in the root's data: the shell closes deposits and play.
      await revalidate()
    } catch (failure) {
      setError(
        failure instanceof PlatformFailure && failure.status === 409
          ? t('limits.locked')
          : t(`${prefix}.failed`),
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card
      id={`limits-${kind}`}
      icon={kind === 'selfexclusion' ? GLYPHS.lock : 'clock'}
      title={t(`${prefix}.title`)}
      description={t(`${prefix}.description`)}
    >
      <div className={panel.inline}>
        <SelectField
          id={`${kind}-period`}
          label={t(`${prefix}.period`)}
          value={period}
          onValueChange={(value) => setPeriod(value as typeof period)}
          options={periods.map((value) => ({ value, label: text.period(value) }))}
          disabled={disabled}
        />
        <Button
          variant="secondary"
          className={`${panel.inlineButton} ${kind === 'selfexclusion' ? styles.danger : ''}`}
          onClick={() => setConfirming(true)}
          disabled={disabled}
        >
          {t(`${prefix}.action`)}
        </Button>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open && !busy) setConfirming(false)
        }}
        size="sm"
        title={until ? t(`${prefix}.confirmTitle`, vars) : t(`${prefix}.confirmTitleForever`)}
        description={t(`${prefix}.confirmLead`)}
      >
        <div className={panel.form}>
          <ul className={styles.consequences}>
            {CONSEQUENCES[kind].map((key) => (
              <li key={key}>
                {key === 'noPlay' && !until
                  ? t(`${prefix}.consequences.noPlayForever`)
                  : t(`${prefix}.consequences.${key}`, vars)}
              </li>
            ))}
          </ul>
          {error ? <FormMessage tone="error">{error}</FormMessage> : null}
          <div className={panel.footer}>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
              {t(`${prefix}.cancel`)}
            </Button>
            <Button
              variant="primary"
              className={kind === 'selfexclusion' ? styles.danger : undefined}
              onClick={start}
              aria-disabled={busy || undefined}
            >
              {busy ? t('limits.working') : t(`${prefix}.confirm`)}
            </Button>
          </div>
        </div>
      </Dialog>
    </Card>
  )
}
