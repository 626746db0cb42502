// The auth screens as dialogs of the modal host (spec 1 §2 hashes #sign-in, #sign-up, #remind,
// #new-password), the licence-blocked dialog (spec 1 §8) and the player's own popups: terms
// acceptance (forced), personal info (blocking until saved) and the EE first-login notice.
import { EE_FIRST_LOGIN_STORAGE_KEY } from '@croupier/rules/auth-state'
import type { BrandHost } from '@croupier/rules/brand'
import { localizePath } from '@croupier/rules/locale'
import { useEffect, useState } from 'react'
import { useNavigate, useRevalidator } from 'react-router'
import type { ModalProps } from '../../../lib/modals/catalogue'
import { reportRouterError } from '../../../lib/router-errors'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Button, buttonClass } from '../../../ui/button'
import { FormMessage } from '../../../ui/field'
import { Icon } from '../../../ui/icon'
import { updateDetails } from '../api/auth-api'
import { useModalAuthFlow } from '../hooks/use-auth-flow'
import { errorMessageKey, readError } from '../model/auth-errors'
import { safeRedirectPath } from '../model/safe-redirect'
import { AuthDialog } from './auth-dialog'
import styles from './auth-screens.module.css'
import { ConfirmationScreen } from './confirmation-screen'
import { EmailVerifyScreen } from './email-verify-screen'
import { NewPasswordScreen } from './new-password-screen'
import { PersonalDetailsForm } from './personal-details-form'
import { RemindScreen } from './remind-screen'
import { SignInScreen } from './sign-in-screen'
import { SignUpScreen } from './sign-up-screen'

type AuthModalProps = ModalProps<'sign-in'>

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)

/** Login, registration and remind are guest-only (spec 1 §2): for a player the hash does nothing. */
function useGuestOnly(onClose: AuthModalProps['onClose']): boolean {
  const { player } = useShellContext()
  useEffect(() => {
    if (player !== null) onClose({ immediate: true })
  }, [player, onClose])
  return player === null
}

export function SignInModal(props: AuthModalProps) {
  const flow = useModalAuthFlow(props)
  return useGuestOnly(props.onClose) ? <SignInScreen flow={flow} /> : null
}

export function SignUpModal(props: AuthModalProps) {
  const flow = useModalAuthFlow(props)
  return useGuestOnly(props.onClose) ? <SignUpScreen flow={flow} info={null} /> : null
}

export function RemindModal(props: AuthModalProps) {
  const flow = useModalAuthFlow(props)
  return useGuestOnly(props.onClose) ? <RemindScreen flow={flow} /> : null
}

export function NewPasswordModal(props: AuthModalProps) {
  return <NewPasswordScreen flow={useModalAuthFlow(props)} token={text(props.reset_password_token)} />
}

export function EmailVerifyModal(props: AuthModalProps) {
  return <EmailVerifyScreen flow={useModalAuthFlow(props)} email={text(props.email)} />
}

export function ConfirmationModal(props: AuthModalProps) {
  return <ConfirmationScreen flow={useModalAuthFlow(props)} token={text(props.confirmation_token)} />
}

/** The sign-in page of the brand's Estonian main host, keeping this page's scheme and port. */
function estonianSignInUrl(hosts: readonly BrandHost[]): string | null {
  const host = hosts.find((h) => h.kind === 'main' && h.licence === 'EE')
  if (!host || typeof window === 'undefined') return null
  const { protocol, port } = window.location
  return `${protocol}//${host.host}${port ? `:${port}` : ''}/sign-in`
}

/** spec 1 §8: an EE-licence player signing in on a site without the EE licence. */
export function LicenceBlockedModal({ onClose }: ModalProps<'licence-blocked'>) {
  const { t } = useTranslation()
  const { hosts } = useShellContext()
  const estonian = estonianSignInUrl(hosts)
  return (
    <AuthDialog title={t('auth.licenceBlocked.title')} onClose={onClose}>
      <div className={styles.centered}>
        <span className={styles.badgeIcon} aria-hidden="true">
          <Icon name="warning" size={28} />
        </span>
        <p className={styles.lead}>{t('auth.licenceBlocked.text')}</p>
        <p className={styles.muted}>{t('auth.licenceBlocked.hint')}</p>
        {estonian ? (
          <a href={estonian} className={buttonClass('primary', { size: 'lg', block: true })}>
            {t('auth.licenceBlocked.goThere')}
          </a>
        ) : null}
        <Button variant={estonian ? 'ghost' : 'primary'} size="lg" block onClick={() => onClose()}>
          {t('auth.licenceBlocked.ok')}
        </Button>
      </div>
    </AuthDialog>
  )
}

/** spec 1 §4: forced while terms_acceptance is in auth_fields_missed; no way around it but accepting. */
export function TermsModal({ onClose }: ModalProps<'terms'>) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const { revalidate } = useRevalidator()
  const [busy, setBusy] = useState(false)
  const [alert, setAlert] = useState<string | null>(null)
  const accept = async () => {
    setBusy(true)
    setAlert(null)
    try {
      await updateDetails({ terms_acceptance: true })
      await revalidate()
      onClose()
    } catch (error) {
      setAlert(t(errorMessageKey(readError(error).code)))
    } finally {
      setBusy(false)
    }
  }
  const termsHref = localizePath(locale, '/terms-and-conditions')
  return (
    <AuthDialog title={t('auth.terms.title')} description={t('auth.terms.text')} onClose={onClose} blocking>
      <div className={styles.form}>
        <FormMessage>{alert}</FormMessage>
        <a href={termsHref} target="_blank" rel="noopener">
          {t('auth.terms.read')}
        </a>
        <Button variant="primary" size="lg" block onClick={accept} disabled={busy}>
          {busy ? t('auth.saving') : t('auth.terms.accept')}
        </Button>
      </div>
    </AuthDialog>
  )
}

/**
 * spec 1 §2: before the cashbox, an incomplete fiat profile fills the eight personal-info fields.
 * Blocking until saved; `next` (a same-origin path) is where the player was going, e.g. /cashbox.
 * Other features open it with openModal('personal-info', { next }).
 */
export function PersonalInfoModal({ onClose, next }: ModalProps<'personal-info'>) {
  const { t } = useTranslation()
  const { revalidate } = useRevalidator()
  const navigate = useNavigate()
  const target = safeRedirectPath(typeof next === 'string' ? next : null)
  return (
    <AuthDialog
      title={t('auth.personalInfo.title')}
      description={t('auth.personalInfo.intro')}
      onClose={onClose}
      size="md"
      blocking
    >
      <PersonalDetailsForm
        component="personal-info"
        submitLabel={t('auth.personalInfo.submit')}
        onSaved={async () => {
          // spec 1 §4: the profile reloads after a save.
          await revalidate()
          onClose()
          if (target) await Promise.resolve(navigate(target)).catch(reportRouterError)
        }}
      />
    </AuthDialog>
  )
}

/** spec 1 §4: shown once to EE-licence players; the flag is local and cleared on logout. */
export function EeFirstLoginModal({ onClose }: ModalProps<'ee-first-login'>) {
  const { t } = useTranslation()
  useEffect(() => {
    try {
      window.localStorage.setItem(EE_FIRST_LOGIN_STORAGE_KEY, 'true')
    } catch {
      // Private mode: the popup may show again next time, which is harmless.
    }
  }, [])
  return (
    <AuthDialog title={t('auth.eeFirstLogin.title')} onClose={onClose}>
      <div className={styles.form}>
        <p className={styles.lead}>{t('auth.eeFirstLogin.text')}</p>
        <p className={styles.muted}>{t('auth.eeFirstLogin.limits')}</p>
        <Button variant="primary" size="lg" block onClick={() => onClose()}>
          {t('auth.eeFirstLogin.ok')}
        </Button>
      </div>
    </AuthDialog>
  )
}
