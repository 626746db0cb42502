// The eight personal-info fields (spec 1 §2: mobile_phone, first_name, last_name, date_of_birth,
// country, city, address, postal_code), validated with the rules (spec 1 §5) and saved with
// PATCH /api/player. Used by the blocking personal-info dialog and by step 2 of registration variant B.
import type { Player } from '@croupier/contract/player/get-player'
import type { PERSONAL_INFO_FIELDS } from '@croupier/rules/player-fields'
import { type FormEvent, useEffect, useMemo, useState } from 'react'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Button } from '../../../ui/button'
import { FormMessage } from '../../../ui/field'
import { reportValidationErrors, updatePlayer } from '../api/auth-api'
import { usePlayerForm } from '../hooks/use-player-form'
import { type FormField, type FormValues, validationReport } from '../model/player-form'
import { loadRegistrationInfo, type RegistrationInfo } from '../model/registration-info'
import { applySubmitError } from '../model/submit-error'
import formStyles from './auth-form.module.css'
import styles from './auth-screens.module.css'
import { PlayerFieldList } from './player-field-input'

/** Display order: who, then how to reach them, then where they live. */
const DISPLAY_ORDER = [
  'first_name',
  'last_name',
  'date_of_birth',
  'mobile_phone',
  'country',
  'city',
  'address',
  'postal_code',
] as const satisfies readonly (typeof PERSONAL_INFO_FIELDS)[number][]

const TYPES: Partial<Record<string, FormField['type']>> = {
  mobile_phone: 'phone',
  date_of_birth: 'date',
  country: 'country',
}

export const PERSONAL_DETAILS_FIELDS: FormField[] = DISPLAY_ORDER.map((name) => ({
  name,
  type: TYPES[name] ?? 'string',
  required: true,
}))

export interface PersonalDetailsFormProps {
  onSaved: (player: Player) => void | Promise<void>
  /** Variant B's second step may be skipped; the deposit's dialog may not. */
  onSkip?: () => void
  submitLabel: string
  /** Name reported with failed validations (PUT /metrics-errors-validation). */
  component: string
}

export function PersonalDetailsForm(props: PersonalDetailsFormProps) {
  const { t } = useTranslation()
  const [info, setInfo] = useState<RegistrationInfo | null>(null)
  const [loadFailed, setLoadFailed] = useState(false)
  useEffect(() => {
    let active = true
    loadRegistrationInfo().then(
      (loaded) => active && setInfo(loaded),
      () => active && setLoadFailed(true),
    )
    return () => {
      active = false
    }
  }, [])
  if (loadFailed) return <FormMessage>{t('auth.errors.UNKNOWN')}</FormMessage>
  if (!info) return <p className={styles.muted}>{t('common.loading')}</p>
  return <PersonalDetailsFields {...props} info={info} />
}

function PersonalDetailsFields({
  onSaved,
  onSkip,
  submitLabel,
  component,
  info,
}: PersonalDetailsFormProps & { info: RegistrationInfo }) {
  const { t } = useTranslation()
  const shell = useShellContext()
  const player = shell.player
  const ctx = useMemo(() => ({ now: new Date(), estonia: shell.licence === 'EE' }), [shell.licence])
  const defaults = useMemo(() => {
    const values: FormValues = {}
    for (const field of PERSONAL_DETAILS_FIELDS) {
      const current = player?.[field.name as keyof Player]
      values[field.name] = typeof current === 'string' ? current : ''
    }
    if (!values.country) values.country = player?.country ?? shell.country
    return values
  }, [player, shell.country])
  const form = usePlayerForm(PERSONAL_DETAILS_FIELDS, ctx, defaults)
  const [alert, setAlert] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setAlert(null)
    const report = validationReport(form.clientErrors, component)
    if (report) {
      form.markSubmitted()
      reportValidationErrors(report)
      return
    }
    setBusy(true)
    try {
      const values = form.normalised
      const saved = await updatePlayer({
        first_name: String(values.first_name),
        last_name: String(values.last_name),
        date_of_birth: String(values.date_of_birth),
        mobile_phone: String(values.mobile_phone),
        country: String(values.country),
        city: String(values.city),
        address: String(values.address),
        postal_code: String(values.postal_code),
      })
      await onSaved(saved)
    } catch (error) {
      const alertKey = applySubmitError(error, PERSONAL_DETAILS_FIELDS, component, form.setServerErrors)
      setAlert(alertKey ? t(alertKey) : null)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form ref={form.formRef} className={formStyles.form} onSubmit={submit} noValidate>
      <FormMessage>{alert}</FormMessage>
      <PlayerFieldList fields={PERSONAL_DETAILS_FIELDS} form={form} info={info} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" size="lg" block disabled={busy}>
          {busy ? t('auth.saving') : submitLabel}
        </Button>
        {onSkip ? (
          <Button variant="ghost" block onClick={onSkip} disabled={busy}>
            {t('auth.signUp.skipDetails')}
          </Button>
        ) : null}
      </div>
    </form>
  )
}
