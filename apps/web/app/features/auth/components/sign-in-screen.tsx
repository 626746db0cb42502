// Log in (spec 1 §2, §4, §8): email and password with the local captcha adapter's token, then the
// two-factor step when the platform asks for it (the code is sent alone). Wrong credentials, a
// locked account or a rate limit keep the player here with the message; EE_LICENSE_BLOCKED opens
// the licence-blocked dialog. Restricted-region guests see the restriction instead of the form.
import { authButtonsState } from '@croupier/rules/geo'
import { email as emailRule, required } from '@croupier/rules/validation'
import { type FormEvent, useState } from 'react'
import { openModal } from '../../../lib/modals/open-modal'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Button } from '../../../ui/button'
import { FormMessage, TextField } from '../../../ui/field'
import { signIn } from '../api/auth-api'
import type { AuthFlow } from '../hooks/use-auth-flow'
import { errorMessageKey, type FieldErrors, readError } from '../model/auth-errors'
import { captchaToken, deviceFingerprint } from '../model/captcha'
import { AuthDialog } from './auth-dialog'
import formStyles from './auth-form.module.css'
import styles from './auth-screens.module.css'
import { EmailField } from './email-field'
import { RestrictedNotice } from './restricted-notice'

const OTP_LENGTH = 6 // TOTP codes of the authenticator apps (contract auth/sign-in)

export function SignInScreen({ flow }: { flow: AuthFlow }) {
  const { t } = useTranslation()
  const shell = useShellContext()
  const { loginDisabled } = authButtonsState({ restriction: shell.geoRestriction, geoIsEE: shell.geoIsEE })
  const [step, setStep] = useState<'credentials' | 'otp'>('credentials')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [otp, setOtp] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [alert, setAlert] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  if (loginDisabled && shell.player === null) {
    return (
      <AuthDialog title={t('auth.signIn.title')} onClose={flow.close}>
        <RestrictedNotice kind="login" onClose={flow.close} />
      </AuthDialog>
    )
  }

  const fail = (error: unknown) => {
    const read = readError(error)
    if (read.code === 'TWO_FACTOR_REQUIRED') {
      setStep('otp')
      setOtp('')
      setErrors({})
      setAlert(null)
      return
    }
    if (read.code === 'EE_LICENSE_BLOCKED') {
      // spec 1 §8: the licence-blocked handler, no fallback.
      openModal('licence-blocked')
      return
    }
    if (read.code === 'INVALID_OTP') {
      setErrors({ otp_attempt: [errorMessageKey('INVALID_OTP')] })
      return
    }
    if (read.code === 'SESSION_EXPIRED' && step === 'otp') {
      setStep('credentials')
      setPassword('')
    }
    if (Object.keys(read.fields).length > 0) {
      setErrors(read.fields)
      setAlert(null)
      return
    }
    setAlert(t(errorMessageKey(read.code)))
  }

  const submitCredentials = async (event: FormEvent) => {
    event.preventDefault()
    const trimmed = email.trim()
    const found: FieldErrors = {}
    const emailKey = required(trimmed) ?? emailRule(trimmed)
    if (emailKey) found.email = [emailKey]
    const passwordKey = required(password)
    if (passwordKey) found.password = [passwordKey]
    setErrors(found)
    setAlert(null)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    try {
      await signIn({
        email: trimmed,
        password,
        dfpc: deviceFingerprint(),
        captcha: await captchaToken('login'),
        custom_login_reg: false,
      })
      await flow.completeSignIn()
    } catch (error) {
      fail(error)
    } finally {
      setBusy(false)
    }
  }

  const submitOtp = async (event: FormEvent) => {
    event.preventDefault()
    const code = otp.replace(/\s+/g, '')
    if (!/^\d+$/.test(code)) {
      setErrors({ otp_attempt: [required(code) ?? 'auth.signIn.otpInvalid'] })
      return
    }
    setErrors({})
    setAlert(null)
    setBusy(true)
    try {
      // spec 1 §4: the two-factor step signs in with only an otp_attempt.
      await signIn({ otp_attempt: code })
      await flow.completeSignIn()
    } catch (error) {
      fail(error)
    } finally {
      setBusy(false)
    }
  }

  if (step === 'otp') {
    return (
      <AuthDialog
        title={t('auth.signIn.otpTitle')}
        description={t('auth.signIn.otpIntro')}
        onClose={flow.close}
      >
        <form className={formStyles.form} onSubmit={submitOtp} noValidate>
          <FormMessage>{alert}</FormMessage>
          <TextField
            layout="dialog"
            name="otp_attempt"
            label={t('auth.signIn.otp')}
            value={otp}
            onValueChange={setOtp}
            errors={errors.otp_attempt}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={OTP_LENGTH + 2}
            required
            autoFocus
          />
          <div className={styles.actions}>
            <Button type="submit" variant="primary" size="lg" block disabled={busy}>
              {busy ? t('auth.signIn.checking') : t('auth.signIn.otpSubmit')}
            </Button>
            <Button
              variant="ghost"
              block
              onClick={() => {
                setStep('credentials')
                setErrors({})
                setAlert(null)
              }}
            >
              {t('auth.signIn.otpBack')}
            </Button>
          </div>
        </form>
      </AuthDialog>
    )
  }

  return (
    <AuthDialog title={t('auth.signIn.title')} description={t('auth.signIn.intro')} onClose={flow.close}>
      <form className={formStyles.form} onSubmit={submitCredentials} noValidate>
        <FormMessage>{alert}</FormMessage>
        <EmailField
          value={email}
          onValueChange={setEmail}
          errors={errors.email}
          autoComplete="username"
          autoFocus
        />
        <TextField
          layout="dialog"
          name="password"
          type="password"
          label={t('auth.fields.password')}
          value={password}
          onValueChange={setPassword}
          errors={errors.password}
          autoComplete="current-password"
          required
        />
        <div className={styles.linkRow}>
          <button type="button" className={styles.textButton} onClick={() => flow.switchTo('remind')}>
            {t('auth.signIn.forgot')}
          </button>
        </div>
        <Button type="submit" variant="primary" size="lg" block disabled={busy}>
          {busy ? t('auth.signIn.checking') : t('auth.signIn.submit')}
        </Button>
      </form>
      <p className={styles.switch}>
        {t('auth.signIn.noAccount')}
        <button type="button" className={styles.textButton} onClick={() => flow.switchTo('sign-up')}>
          {t('auth.signIn.createAccount')}
        </button>
      </p>
    </AuthDialog>
  )
}
