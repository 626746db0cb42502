// Two-factor authentication (contract player/*two-factor*): turning it on asks the platform for a new
// secret (GET), shows its QR code and the secret as text for typing into an app, and confirms with
// a current six-digit code (POST); turning it off needs a current code too (DELETE).
import type { TwoFactorSetup } from '@croupier/contract/player/get-two-factor'
import { OTP_DIGITS } from '@croupier/rules/two-factor'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useRevalidator } from 'react-router'
import { emit } from '../../../lib/events'
import { PlatformFailure } from '../../../lib/platform-client'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { GLYPHS } from '../../../ui/account-glyphs'
import { Button } from '../../../ui/button'
import { Badge, Card, focusCardTitle } from '../../../ui/card'
import { FormMessage, TextField } from '../../../ui/field'
import { Icon } from '../../../ui/icon'
import panel from '../../../ui/panel.module.css'
import { disableTwoFactor, enableTwoFactor, startTwoFactor } from '../api/security-api'
import { errorCodeOf, groupSecret, isOtpComplete, normaliseOtp } from '../model/otp-code'
import styles from './security.module.css'

/** The QR image's side in CSS pixels: fixed, so the card never jumps when it loads. */
export const QR_SIZE_PX = 184

type Step = { kind: 'idle' } | { kind: 'loading' } | { kind: 'setup'; setup: TwoFactorSetup }

export function TwoFactorCard() {
  const { t } = useTranslation()
  const { player } = useShellContext()
  const { revalidate } = useRevalidator()
  const [step, setStep] = useState<Step>({ kind: 'idle' })
  const [code, setCode] = useState('')
  const [codeError, setCodeError] = useState<string | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [copied, setCopied] = useState(false)
  const headingId = useId()
  const setupHeading = useRef<HTMLHeadingElement>(null)
  // The set-up steps replace the button that opened them: focus follows to their heading.
  useEffect(() => {
    if (step.kind === 'setup') setupHeading.current?.focus()
  }, [step.kind])
  if (!player) return null
  const enabled = player.two_factor_enabled

  const failure = (error: unknown) => {
    const codeName = error instanceof PlatformFailure ? errorCodeOf(error.body) : null
    if (codeName === 'INVALID_OTP') setCodeError(t('profile.security.twoFactor.wrongCode'))
    else setFormError(t('profile.security.twoFactor.failed'))
  }

  const begin = async () => {
    setFormError(null)
    setStep({ kind: 'loading' })
    try {
      const setup = await startTwoFactor()
      if (setup.enabled || !setup.secret) {
        // Turned on elsewhere meanwhile: show the current state.
        setStep({ kind: 'idle' })
        await revalidate()
        return
      }
      setCode('')
      setCodeError(null)
      setStep({ kind: 'setup', setup })
    } catch (error) {
      setStep({ kind: 'idle' })
      failure(error)
    }
  }

  const checkCode = (): string | null => {
    if (isOtpComplete(code)) return null
    const message = t('profile.security.twoFactor.codeFormat', { digits: OTP_DIGITS })
    setCodeError(message)
    return message
  }

  const confirm = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setFormError(null)
    if (checkCode()) return
    setBusy(true)
    try {
      await enableTwoFactor(normaliseOtp(code))
      setStep({ kind: 'idle' })
      setCode('')
      emit('toast', { text: t('profile.security.twoFactor.enabled'), kind: 'success' })
      await revalidate()
      focusCardTitle('two-factor')
    } catch (error) {
      failure(error)
    } finally {
      setBusy(false)
    }
  }

  const turnOff = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setFormError(null)
    if (checkCode()) return
    setBusy(true)
    try {
      await disableTwoFactor(normaliseOtp(code))
      setCode('')
      emit('toast', { text: t('profile.security.twoFactor.disabled'), kind: 'success' })
      await revalidate()
      focusCardTitle('two-factor')
    } catch (error) {
      failure(error)
    } finally {
      setBusy(false)
    }
  }

  const copySecret = async (secret: string) => {
    try {
      await navigator.clipboard.writeText(secret)
      setCopied(true)
      setTimeout(() => setCopied(false), 2000)
    } catch {
      // Clipboard refused (permissions, insecure origin): the secret stays selectable on screen.
    }
  }

  const codeField = (
    <TextField
      id="two-factor-code"
      name="code"
      label={t('profile.security.twoFactor.codeLabel')}
      value={code}
      onValueChange={(value) => {
        setCode(value)
        setCodeError(null)
      }}
      error={codeError}
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_DIGITS + 2}
      placeholder="123456"
      className={styles.codeInput}
    />
  )

  return (
    <Card
      id="two-factor"
      icon={GLYPHS.shield}
      title={t('profile.security.twoFactor.title')}
      description={t('profile.security.twoFactor.description')}
      actions={
        <Badge tone={enabled ? 'success' : 'neutral'}>
          {enabled ? t('profile.security.twoFactor.on') : t('profile.security.twoFactor.off')}
        </Badge>
      }
    >
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      {enabled ? (
        <form className={panel.form} onSubmit={turnOff} noValidate>
          <p className={panel.text}>{t('profile.security.twoFactor.enabledText')}</p>
          <div className={`${panel.inline} ${panel.inlineNarrow}`}>
            {codeField}
            <Button
              type="submit"
              variant="secondary"
              aria-disabled={busy || undefined}
              className={panel.inlineButton}
            >
              {busy ? t('profile.security.twoFactor.working') : t('profile.security.twoFactor.disable')}
            </Button>
          </div>
        </form>
      ) : step.kind === 'setup' && step.setup.secret ? (
        <form className={panel.form} onSubmit={confirm} noValidate aria-labelledby={headingId}>
          <h4 id={headingId} ref={setupHeading} tabIndex={-1} className={styles.subheading}>
            {t('profile.security.twoFactor.setupTitle')}
          </h4>
          <ol className={styles.steps}>
            <li>
              <p>{t('profile.security.twoFactor.stepScan')}</p>
              <div className={styles.qrRow}>
                {step.setup.qr_code ? (
                  <img
                    className={styles.qr}
                    src={step.setup.qr_code}
                    width={QR_SIZE_PX}
                    height={QR_SIZE_PX}
                    alt={t('profile.security.twoFactor.qrAlt')}
                  />
                ) : null}
                <div className={styles.secret}>
                  <p className={styles.secretLabel}>{t('profile.security.twoFactor.manual')}</p>
                  <code className={styles.secretText}>{groupSecret(step.setup.secret)}</code>
                  <Button size="sm" variant="ghost" onClick={() => copySecret(step.setup.secret ?? '')}>
                    <Icon name={copied ? 'check' : GLYPHS.copy} size={16} />
                    {copied ? t('profile.security.twoFactor.copied') : t('profile.security.twoFactor.copy')}
                  </Button>
                </div>
              </div>
            </li>
            <li>
              <p>{t('profile.security.twoFactor.stepCode', { digits: OTP_DIGITS })}</p>
              {codeField}
            </li>
          </ol>
          <div className={panel.footer}>
            <Button
              variant="ghost"
              onClick={() => {
                setStep({ kind: 'idle' })
                setCode('')
                setCodeError(null)
              }}
            >
              {t('profile.security.twoFactor.cancel')}
            </Button>
            <Button type="submit" variant="primary" aria-disabled={busy || undefined}>
              {busy ? t('profile.security.twoFactor.working') : t('profile.security.twoFactor.enable')}
            </Button>
          </div>
        </form>
      ) : (
        <div className={panel.form}>
          <p className={panel.text}>{t('profile.security.twoFactor.disabledText')}</p>
          <div>
            <Button variant="primary" onClick={begin} disabled={step.kind === 'loading'}>
              {step.kind === 'loading'
                ? t('profile.security.twoFactor.working')
                : t('profile.security.twoFactor.setup')}
            </Button>
          </div>
        </div>
      )}
    </Card>
  )
}
