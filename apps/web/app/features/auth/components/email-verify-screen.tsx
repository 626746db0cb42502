// Email verify (spec 1 §2 /email-verify): tells the player to open the link we mailed, with a resend
// button (POST /api/users/confirmation; a 422 becomes a toast with the email error, spec 1 §8).
import { authButtonsState } from '@croupier/rules/geo'
import { email as emailRule, required } from '@croupier/rules/validation'
import { type FormEvent, useState } from 'react'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Button } from '../../../ui/button'
import { Icon } from '../../../ui/icon'
import type { AuthFlow } from '../hooks/use-auth-flow'
import type { FieldErrors } from '../model/auth-errors'
import { resendConfirmationWithToast } from '../model/resend-confirmation'
import { AuthDialog } from './auth-dialog'
import formStyles from './auth-form.module.css'
import styles from './auth-screens.module.css'
import { EmailField } from './email-field'
import { RestrictedNotice } from './restricted-notice'

export function EmailVerifyScreen({ flow, email: givenEmail }: { flow: AuthFlow; email: string | null }) {
  const { t } = useTranslation()
  const shell = useShellContext()
  const { loginDisabled } = authButtonsState({ restriction: shell.geoRestriction, geoIsEE: shell.geoIsEE })
  const known = shell.player?.email ?? givenEmail
  const [email, setEmail] = useState(known ?? '')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState(false)

  if (loginDisabled && shell.player === null) {
    return (
      <AuthDialog title={t('auth.emailVerify.title')} onClose={flow.close}>
        <RestrictedNotice kind="login" onClose={flow.close} />
      </AuthDialog>
    )
  }

  const confirmed = shell.player !== null && Boolean(shell.player.confirmed_at)
  const resend = async (event: FormEvent) => {
    event.preventDefault()
    const trimmed = email.trim()
    const key = required(trimmed) ?? emailRule(trimmed)
    setErrors(key ? { email: [key] } : {})
    if (key) return
    setBusy(true)
    await resendConfirmationWithToast(trimmed, t)
    setBusy(false)
  }

  return (
    <AuthDialog title={t('auth.emailVerify.title')} onClose={flow.close}>
      <div className={styles.centered}>
        <span className={styles.badgeIcon} aria-hidden="true">
          <Icon name={confirmed ? 'check' : 'mail'} size={28} />
        </span>
        <p className={styles.lead}>
          {confirmed
            ? t('auth.emailVerify.confirmed')
            : known
              ? t('auth.emailVerify.sentTo', { email: known })
              : t('auth.emailVerify.checkInbox')}
        </p>
        {confirmed ? null : <p className={styles.muted}>{t('auth.emailVerify.spamHint')}</p>}
      </div>
      {confirmed ? (
        <Button variant="primary" size="lg" block onClick={flow.close}>
          {t('auth.close')}
        </Button>
      ) : (
        <form className={formStyles.form} onSubmit={resend} noValidate>
          {known ? null : <EmailField value={email} onValueChange={setEmail} errors={errors.email} />}
          <Button type="submit" variant="primary" size="lg" block disabled={busy}>
            {busy ? t('auth.sending') : t('auth.emailVerify.resend')}
          </Button>
        </form>
      )}
    </AuthDialog>
  )
}
