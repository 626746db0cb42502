// New password from the emailed link (spec 1 §2 /new-password?reset_password_token=…, §7 PUT
// /api/users/password): the password rules (WRONG_CHARTS, passwords do not match), then a prompt to
// log in. Without a token a guest is sent to request a link; a signed-in player can have one mailed.
import { authButtonsState } from '@croupier/rules/geo'
import { validatePlayerFields } from '@croupier/rules/player-fields'
import { type FormEvent, useMemo, useState } from 'react'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Button } from '../../../ui/button'
import { FormMessage, TextField } from '../../../ui/field'
import { Icon } from '../../../ui/icon'
import { requestPasswordReset, resetPassword } from '../api/auth-api'
import type { AuthFlow } from '../hooks/use-auth-flow'
import { errorMessageKey, type FieldErrors, readError } from '../model/auth-errors'
import { AuthDialog } from './auth-dialog'
import formStyles from './auth-form.module.css'
import styles from './auth-screens.module.css'
import { RestrictedNotice } from './restricted-notice'

type Outcome = 'form' | 'done' | 'invalid-token' | 'link-sent'

export function NewPasswordScreen({ flow, token }: { flow: AuthFlow; token: string | null }) {
  const { t } = useTranslation()
  const shell = useShellContext()
  const { loginDisabled } = authButtonsState({ restriction: shell.geoRestriction, geoIsEE: shell.geoIsEE })
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [touched, setTouched] = useState<Record<string, boolean>>({})
  const [serverErrors, setServerErrors] = useState<FieldErrors>({})
  const [alert, setAlert] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<Outcome>(token ? 'form' : 'invalid-token')
  const [busy, setBusy] = useState(false)
  const ctx = useMemo(() => ({ now: new Date(), estonia: false }), [])
  const clientErrors: FieldErrors = validatePlayerFields(
    { password, password_confirmation: confirmation },
    ['password', 'password_confirmation'],
    ctx,
    ['password', 'password_confirmation'],
  )
  const errorsOf = (name: string) => serverErrors[name] ?? (touched[name] ? clientErrors[name] : undefined)
  const touch = (name: string) => setTouched((current) => ({ ...current, [name]: true }))

  if (loginDisabled && shell.player === null) {
    return (
      <AuthDialog title={t('auth.newPassword.title')} onClose={flow.close}>
        <RestrictedNotice kind="login" onClose={flow.close} />
      </AuthDialog>
    )
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTouched({ password: true, password_confirmation: true })
    setAlert(null)
    if (Object.keys(clientErrors).length > 0 || !token) return
    setBusy(true)
    try {
      await resetPassword({ reset_password_token: token, password, password_confirmation: confirmation })
      setOutcome('done')
    } catch (error) {
      const read = readError(error)
      if (read.fields.reset_password_token) setOutcome('invalid-token')
      else if (Object.keys(read.fields).length > 0) setServerErrors(read.fields)
      else setAlert(t(errorMessageKey(read.code)))
    } finally {
      setBusy(false)
    }
  }

  const mailLink = async () => {
    if (!shell.player) return
    setBusy(true)
    try {
      await requestPasswordReset(shell.player.email)
      setOutcome('link-sent')
    } catch (error) {
      setAlert(t(errorMessageKey(readError(error).code)))
    } finally {
      setBusy(false)
    }
  }

  if (outcome !== 'form') {
    const icon = outcome === 'done' ? 'check' : outcome === 'link-sent' ? 'mail' : 'warning'
    return (
      <AuthDialog title={t('auth.newPassword.title')} onClose={flow.close}>
        <div className={styles.centered}>
          <span className={styles.badgeIcon} aria-hidden="true">
            <Icon name={icon} size={28} />
          </span>
          <p className={styles.lead} role={outcome === 'invalid-token' ? 'alert' : 'status'}>
            {outcome === 'done'
              ? t('auth.newPassword.done')
              : outcome === 'link-sent'
                ? t('auth.remind.sent', { email: shell.player?.email ?? '' })
                : t('auth.newPassword.invalidToken')}
          </p>
          <FormMessage>{alert}</FormMessage>
          {outcome === 'done' && shell.player === null ? (
            <Button variant="primary" size="lg" block onClick={() => flow.switchTo('sign-in')}>
              {t('auth.newPassword.logIn')}
            </Button>
          ) : outcome === 'invalid-token' && shell.player === null ? (
            <Button variant="primary" size="lg" block onClick={() => flow.switchTo('remind')}>
              {t('auth.newPassword.requestLink')}
            </Button>
          ) : outcome === 'invalid-token' ? (
            <Button variant="primary" size="lg" block onClick={mailLink} disabled={busy}>
              {t('auth.newPassword.mailLink')}
            </Button>
          ) : (
            <Button variant="primary" size="lg" block onClick={flow.close}>
              {t('auth.close')}
            </Button>
          )}
        </div>
      </AuthDialog>
    )
  }

  return (
    <AuthDialog
      title={t('auth.newPassword.title')}
      description={t('auth.newPassword.intro')}
      onClose={flow.close}
    >
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <FormMessage>{alert}</FormMessage>
        <TextField
          layout="dialog"
          name="password"
          type="password"
          label={t('auth.newPassword.password')}
          value={password}
          onValueChange={(value) => {
            setPassword(value)
            setServerErrors({})
          }}
          onBlur={() => touch('password')}
          errors={errorsOf('password')}
          hint={t('auth.hints.password')}
          autoComplete="new-password"
          required
          autoFocus
        />
        <TextField
          layout="dialog"
          name="password_confirmation"
          type="password"
          label={t('auth.fields.password_confirmation')}
          value={confirmation}
          onValueChange={(value) => {
            setConfirmation(value)
            setServerErrors({})
          }}
          onBlur={() => touch('password_confirmation')}
          errors={errorsOf('password_confirmation')}
          autoComplete="new-password"
          required
        />
        <Button type="submit" variant="primary" size="lg" block disabled={busy}>
          {busy ? t('auth.saving') : t('auth.newPassword.submit')}
        </Button>
      </form>
    </AuthDialog>
  )
}
