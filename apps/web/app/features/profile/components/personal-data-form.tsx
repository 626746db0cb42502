// Personal data (spec 1 §3 User): every editable field with live validation from the rules package
// and the `edition` context of the player-field info (spec 1 §5), saved with PATCH /api/player; the
// profile then reloads (spec 1 §4). A state left empty is derived for Canada and Australia by the
// platform, and the form says so before and after saving.
import type { PlayerFields } from '@croupier/contract/info/get-player-fields'
import type { Player } from '@croupier/contract/player/get-player'
import { type FormEvent, useMemo, useRef, useState } from 'react'
import { useRevalidator } from 'react-router'
import { emit } from '../../../lib/events'
import { PlatformFailure } from '../../../lib/platform-client'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Button } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { FormMessage, SelectField, TextField } from '../../../ui/field'
import panel from '../../../ui/panel.module.css'
import { useValidationMessage } from '../../../ui/use-validation-message'
import { reportValidationErrors, updatePlayerData } from '../api/profile-api'
import {
  ADDRESS_FIELDS,
  changedFields,
  type FieldErrors,
  firstErrors,
  type PersonalFieldSpec,
  type PersonalValues,
  personalFieldSpecs,
  splitServerErrors,
  stateHint,
  validatePersonalData,
  validationErrorsOf,
  valuesFromPlayer,
} from '../model/personal-data'
import styles from './forms.module.css'

const AUTOCOMPLETE: Record<string, string> = {
  nickname: 'nickname',
  first_name: 'given-name',
  last_name: 'family-name',
  date_of_birth: 'bday',
  gender: 'sex',
  mobile_phone: 'tel',
  profession: 'organization-title',
  country: 'country',
  city: 'address-level2',
  address: 'street-address',
  postal_code: 'postal-code',
  state: 'address-level1',
}

type Status = { kind: 'idle' | 'saving' } | { kind: 'saved'; derivedState: string | null }

export function PersonalDataForm({
  playerFields,
  countries,
}: {
  playerFields: PlayerFields | null
  countries: { value: string; label: string }[]
}) {
  const { t } = useTranslation()
  const message = useValidationMessage()
  const { player, licence } = useShellContext()
  const { revalidate } = useRevalidator()
  const specs = useMemo(() => personalFieldSpecs(playerFields), [playerFields])
  const [initial, setInitial] = useState<PersonalValues>(() => valuesFromPlayer(player ?? {}, specs))
  const [values, setValues] = useState<PersonalValues>(initial)
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [submitted, setSubmitted] = useState(false)
  const [serverErrors, setServerErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const formRef = useRef<HTMLFormElement>(null)

  const ctx = useMemo(() => ({ now: new Date(), estonia: licence === 'EE' }), [licence])
  const errors = useMemo(() => validatePersonalData(values, specs, ctx), [values, specs, ctx])
  const changes = changedFields(initial, values)
  const hasChanges = Object.keys(changes).length > 0
  const derivable = stateHint(values)

  if (!player) return null

  /** The message a field shows: a server answer first, else its first rule error once it was touched. */
  const errorOf = (spec: PersonalFieldSpec): string | null => {
    const server = serverErrors[spec.name]?.[0]
    if (server) return message(server, { min: spec.minLength, max: spec.maxLength })
    if (!(submitted || touched.has(spec.name))) return null
    const key = errors[spec.name]?.[0]
    return key ? message(key, { min: spec.minLength, max: spec.maxLength }) : null
  }

  const setValue = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
    if (serverErrors[name]) setServerErrors(({ [name]: _, ...rest }) => rest)
    if (status.kind === 'saved') setStatus({ kind: 'idle' })
  }

  const focusFirstInvalid = (names: readonly string[]) => {
    const first = specs.find((spec) => names.includes(spec.name))
    if (first) formRef.current?.querySelector<HTMLElement>(`#profile-${first.name}`)?.focus()
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    setFormError(null)
    const failing = Object.keys(errors)
    if (failing.length > 0) {
      const first = firstErrors(errors)
      reportValidationErrors({
        side: 'client',
        component: 'profile-personal-data',
        errors: Object.entries(first).map(([key, text]) => ({ key, message: text })),
      })
      focusFirstInvalid(failing)
      return
    }
    if (!hasChanges) return
    setStatus({ kind: 'saving' })
    const stateWasEmpty = (values.state ?? '').trim() === ''
    try {
      const saved: Player = await updatePlayerData(changes)
      const next = valuesFromPlayer(saved, specs)
      setInitial(next)
      setValues(next)
      setTouched(new Set())
      setSubmitted(false)
      setServerErrors({})
      setStatus({ kind: 'saved', derivedState: stateWasEmpty && saved.state ? saved.state : null })
      emit('toast', { text: t('profile.personal.saved'), kind: 'success' })
      // spec 1 §4: the profile reloads after a save (header name, personal-info checks…).
      await revalidate()
    } catch (error) {
      setStatus({ kind: 'idle' })
      const body = error instanceof PlatformFailure ? error.body : null
      const reported =
        error instanceof PlatformFailure && error.status === 422 ? validationErrorsOf(body) : null
      if (reported) {
        const split = splitServerErrors(reported, specs)
        setServerErrors(split.fields)
        if (split.form.length > 0) setFormError(split.form.map((key) => message(key)).join(' '))
        reportValidationErrors({
          side: 'server',
          component: 'profile-personal-data',
          errors: Object.entries(firstErrors(reported)).map(([key, text]) => ({ key, message: text })),
        })
        focusFirstInvalid(Object.keys(split.fields))
        return
      }
      setFormError(t('profile.personal.failed'))
    }
  }

  const renderField = (spec: PersonalFieldSpec) => {
    const id = `profile-${spec.name}`
    const common = {
      id,
      name: spec.name,
      label: t(`profile.fields.${spec.name}`, { defaultValue: spec.name }),
      value: values[spec.name] ?? '',
      onValueChange: (value: string) => setValue(spec.name, value),
      onBlur: () => setTouched((current) => new Set(current).add(spec.name)),
      error: errorOf(spec),
      required: spec.required,
      optionalLabel: t('profile.personal.optional'),
      autoComplete: AUTOCOMPLETE[spec.name],
    }
    if (spec.kind === 'country')
      return (
        <SelectField
          key={spec.name}
          {...common}
          options={countries}
          placeholder={t('profile.personal.choose')}
        />
      )
    if (spec.kind === 'select')
      return (
        <SelectField
          key={spec.name}
          {...common}
          options={(spec.options ?? []).map((option) => ({
            value: option,
            label: t(`profile.fields.options.${spec.name}.${option}`, { defaultValue: option }),
          }))}
          placeholder={t('profile.personal.notSay')}
        />
      )
    const hint =
      spec.kind === 'date'
        ? t('profile.personal.dateHint')
        : spec.name === 'state'
          ? derivable
            ? t('profile.personal.stateDerivable', { state: derivable })
            : t('profile.personal.stateHint')
          : spec.name === 'nickname'
            ? t('profile.personal.nicknameHint')
            : undefined
    return (
      <TextField
        key={spec.name}
        {...common}
        hint={hint}
        type={spec.kind === 'phone' ? 'tel' : 'text'}
        inputMode={spec.kind === 'date' ? 'numeric' : spec.kind === 'phone' ? 'tel' : undefined}
        placeholder={spec.kind === 'date' ? t('profile.personal.datePlaceholder') : undefined}
        maxLength={spec.maxLength}
      />
    )
  }

  const personal = specs.filter((spec) => !ADDRESS_FIELDS.includes(spec.name))
  const address = specs.filter((spec) => ADDRESS_FIELDS.includes(spec.name))

  return (
    <Card
      id="personal-data"
      icon="user"
      title={t('profile.personal.title')}
      description={t('profile.personal.description')}
    >
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('profile.personal.aboutYou')}</legend>
          <div className={panel.fields}>{personal.map(renderField)}</div>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('profile.personal.address')}</legend>
          <div className={panel.fields}>{address.map(renderField)}</div>
        </fieldset>
        <div className={styles.footer}>
          <p className={styles.status} aria-live="polite">
            {status.kind === 'saved'
              ? status.derivedState
                ? t('profile.personal.savedWithState', { state: status.derivedState })
                : t('profile.personal.saved')
              : hasChanges
                ? t('profile.personal.unsaved')
                : ''}
          </p>
          <div className={styles.actions}>
            <Button
              variant="ghost"
              disabled={!hasChanges || status.kind === 'saving'}
              onClick={() => {
                setValues(initial)
                setServerErrors({})
                setTouched(new Set())
                setSubmitted(false)
                setFormError(null)
              }}
            >
              {t('profile.personal.reset')}
            </Button>
            <Button
              type="submit"
              variant="primary"
              aria-disabled={!hasChanges || status.kind === 'saving' ? true : undefined}
            >
              {status.kind === 'saving' ? t('profile.personal.saving') : t('profile.personal.save')}
            </Button>
          </div>
        </div>
      </form>
    </Card>
  )
}
