// Password reminder (spec 1 §2, §7 POST /api/users/password): the same answer whether or not the
// address is registered, so the form never tells who has an account.

import { authButtonsState } from '@croupier/rules/geo'
import { email as emailRule, required } from '@croupier/rules/validation'
import { type FormEvent, useState } from 'react'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Button } from '../../../ui/button'
import { FormMessage } from '../../../ui/field'
import { Icon } from '../../../ui/icon'
import { requestPasswordReset } from '../api/auth-api'
import type { AuthFlow } from '../hooks/use-auth-flow'
import { errorMessageKey, type FieldErrors, readError } from '../model/auth-errors'
import { AuthDialog } from './auth-dialog'
import formStyles from './auth-form.module.css'
import styles from './auth-screens.module.css'
import { EmailField } from './email-field'
import { RestrictedNotice } from './restricted-notice'

export function RemindScreen({ flow }: { flow: AuthFlow }) {
  const { t } = useTranslation()
  const shell = useShellContext()
  const { loginDisabled } = authButtonsState({ restriction: shell.geoRestriction, geoIsEE: shell.geoIsEE })
  const [email, setEmail] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [alert, setAlert] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  if (loginDisabled && shell.player === null) {
    return (
      <AuthDialog title={t('auth.remind.title')} onClose={flow.close}>
        <RestrictedNotice kind="login" onClose={flow.close} />
      </AuthDialog>
    )
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const trimmed = email.trim()
    const key = required(trimmed) ?? emailRule(trimmed)
    setErrors(key ? { email: [key] } : {})
    setAlert(null)
    if (key) return
    setBusy(true)
    try {
      await requestPasswordReset(trimmed)
      setSentTo(trimmed)
    } catch (error) {
      const read = readError(error)
      if (read.fields.email) setErrors({ email: read.fields.email })
      else setAlert(t(errorMessageKey(read.code)))
    } finally {
      setBusy(false)
    }
  }

  if (sentTo) {
    return (
      <AuthDialog title={t('auth.remind.title')} onClose={flow.close}>
        <div className={styles.centered}>
          <span className={styles.badgeIcon} aria-hidden="true">
            <Icon name="mail" size={28} />
          </span>
          <p className={styles.lead} role="status">
            {t('auth.remind.sent', { email: sentTo })}
          </p>
          <Button variant="primary" size="lg" block onClick={() => flow.switchTo('sign-in')}>
            {t('auth.remind.backToLogin')}
          </Button>
        </div>
      </AuthDialog>
    )
  }

  return (
    <AuthDialog title={t('auth.remind.title')} description={t('auth.remind.intro')} onClose={flow.close}>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <FormMessage>{alert}</FormMessage>
        <EmailField value={email} onValueChange={setEmail} errors={errors.email} autoFocus />
        <Button type="submit" variant="primary" size="lg" block disabled={busy}>
          {busy ? t('auth.sending') : t('auth.remind.submit')}
        </Button>
      </form>
      <p className={styles.switch}>
        {t('auth.remind.remembered')}
        <button type="button" className={styles.textButton} onClick={() => flow.switchTo('sign-in')}>
          {t('auth.signUp.logIn')}
        </button>
      </p>
    </AuthDialog>
  )
}
