// Change password (PATCH /api/player with current_password, password, password_confirmation): the
// new password is checked live with the rules of spec 1 §5; the platform checks the current one
// and signs out the player's other sessions.
import { type FormEvent, useRef, useState } from 'react'
import { useRevalidator } from 'react-router'
import { emit } from '../../../lib/events'
import { fieldErrorsOrNull } from '../../../lib/field-errors'
import { PlatformFailure } from '../../../lib/platform-client'
import { useTranslation } from '../../../lib/translate'
import { GLYPHS } from '../../../ui/account-glyphs'
import { Button } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { FormMessage, TextField } from '../../../ui/field'
import panel from '../../../ui/panel.module.css'
import { useValidationMessage } from '../../../ui/use-validation-message'
import { changePassword } from '../api/security-api'
import {
  EMPTY_PASSWORD_CHANGE,
  PASSWORD_FIELDS,
  type PasswordChange,
  type PasswordErrors,
  validatePasswordChange,
} from '../model/password-change'

const AUTOCOMPLETE: Record<keyof PasswordChange, string> = {
  current_password: 'current-password',
  password: 'new-password',
  password_confirmation: 'new-password',
}

export function PasswordCard() {
  const { t } = useTranslation()
  const message = useValidationMessage()
  const { revalidate } = useRevalidator()
  const [values, setValues] = useState<PasswordChange>(EMPTY_PASSWORD_CHANGE)
  const [touched, setTouched] = useState<Partial<Record<keyof PasswordChange, boolean>>>({})
  const [submitted, setSubmitted] = useState(false)
  const [serverErrors, setServerErrors] = useState<PasswordErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const errors = validatePasswordChange(values, new Date())

  const errorOf = (field: keyof PasswordChange): string | null => {
    const server = serverErrors[field]?.[0]
    if (server) return message(server)
    if (!(submitted || touched[field])) return null
    const key = errors[field]?.[0]
    return key ? message(key) : null
  }

  const focus = (failing: readonly string[]) => {
    const first = PASSWORD_FIELDS.find((field) => failing.includes(field))
    if (first) formRef.current?.querySelector<HTMLElement>(`#security-${first}`)?.focus()
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (saving) return
    setSubmitted(true)
    setFormError(null)
    if (Object.keys(errors).length > 0) return focus(Object.keys(errors))
    setSaving(true)
    try {
      await changePassword(values)
      setValues(EMPTY_PASSWORD_CHANGE)
      setTouched({})
      setSubmitted(false)
      setServerErrors({})
      emit('toast', { text: t('profile.security.password.changed'), kind: 'success' })
      // Other sessions were signed out: the sessions list reloads with the page data.
      await revalidate()
    } catch (error) {
      const reported =
        error instanceof PlatformFailure && error.status === 422 ? fieldErrorsOrNull(error.body) : null
      if (reported) {
        const fields: PasswordErrors = {}
        const rest: string[] = []
        for (const [field, keys] of Object.entries(reported)) {
          if ((PASSWORD_FIELDS as readonly string[]).includes(field))
            fields[field as keyof PasswordChange] = keys
          else rest.push(...keys)
        }
        setServerErrors(fields)
        if (rest.length > 0) setFormError(rest.map((key) => message(key)).join(' '))
        focus(Object.keys(fields))
      } else {
        setFormError(t('profile.security.password.failed'))
      }
    } finally {
      setSaving(false)
    }
  }

  const field = (name: keyof PasswordChange) => (
    <TextField
      id={`security-${name}`}
      name={name}
      type="password"
      label={t(`profile.security.password.${name}`)}
      value={values[name]}
      onValueChange={(value) => {
        setValues((current) => ({ ...current, [name]: value }))
        if (serverErrors[name]) setServerErrors(({ [name]: _, ...rest }) => rest)
      }}
      onBlur={() => setTouched((current) => ({ ...current, [name]: true }))}
      error={errorOf(name)}
      required
      autoComplete={AUTOCOMPLETE[name]}
      hint={name === 'password' ? t('profile.security.password.hint') : undefined}
    />
  )

  return (
    <Card
      id="password"
      icon={GLYPHS.key}
      title={t('profile.security.password.title')}
      description={t('profile.security.password.description')}
    >
      <form ref={formRef} className={panel.form} onSubmit={submit} noValidate>
        {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
        {field('current_password')}
        <div className={panel.fields}>
          {field('password')}
          {field('password_confirmation')}
        </div>
        <div className={panel.footer}>
          <Button type="submit" variant="primary" aria-disabled={saving || undefined}>
            {saving ? t('profile.security.password.saving') : t('profile.security.password.submit')}
          </Button>
        </div>
      </form>
    </Card>
  )
}
