// Email confirmation from the mailed link (spec 1 §2 /confirmation?confirmation_token=…, §7 GET
// /api/users/confirmation): confirms once on arrival, then says so or that the link is spent.
import { useEffect, useRef, useState } from 'react'
import { useRevalidator } from 'react-router'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Button } from '../../../ui/button'
import { Icon } from '../../../ui/icon'
import { confirmEmail } from '../api/auth-api'
import type { AuthFlow } from '../hooks/use-auth-flow'
import { errorMessageKey, readError } from '../model/auth-errors'
import { AuthDialog } from './auth-dialog'
import styles from './auth-screens.module.css'

type State =
  | { kind: 'pending' }
  | { kind: 'done'; email: string }
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string }

export function ConfirmationScreen({ flow, token }: { flow: AuthFlow; token: string | null }) {
  const { t } = useTranslation()
  const shell = useShellContext()
  const { revalidate } = useRevalidator()
  const [state, setState] = useState<State>(token ? { kind: 'pending' } : { kind: 'invalid' })
  const started = useRef(false)
  const signedIn = shell.player !== null

  useEffect(() => {
    if (!token || started.current) return
    // The token is single use: confirm exactly once, even if the effect runs twice in development.
    started.current = true
    confirmEmail(token).then(
      (result) => {
        setState({ kind: 'done', email: result.email })
        // The header's unconfirmed-email notice goes away with the reloaded profile.
        if (signedIn) void revalidate()
      },
      (error: unknown) => {
        const read = readError(error)
        setState(
          read.fields.confirmation_token
            ? { kind: 'invalid' }
            : { kind: 'failed', message: t(errorMessageKey(read.code)) },
        )
      },
    )
  }, [token, signedIn, revalidate, t])

  const icon = state.kind === 'done' ? 'check' : state.kind === 'pending' ? 'mail' : 'warning'
  return (
    <AuthDialog title={t('auth.confirmation.title')} onClose={flow.close}>
      <div className={styles.centered}>
        <span className={styles.badgeIcon} aria-hidden="true">
          <Icon name={icon} size={28} />
        </span>
        <p
          className={styles.lead}
          role={state.kind === 'pending' ? 'status' : 'alert'}
          aria-busy={state.kind === 'pending'}
        >
          {state.kind === 'pending'
            ? t('auth.confirmation.pending')
            : state.kind === 'done'
              ? t('auth.confirmation.done', { email: state.email })
              : state.kind === 'invalid'
                ? t('auth.confirmation.invalid')
                : state.message}
        </p>
        {state.kind === 'done' && !signedIn ? (
          <Button variant="primary" size="lg" block onClick={() => flow.switchTo('sign-in')}>
            {t('auth.newPassword.logIn')}
          </Button>
        ) : state.kind === 'invalid' ? (
          <Button variant="primary" size="lg" block onClick={() => flow.switchTo('email-verify')}>
            {t('auth.confirmation.resend')}
          </Button>
        ) : state.kind === 'pending' ? null : (
          <Button variant="primary" size="lg" block onClick={flow.close}>
            {t('auth.confirmation.continue')}
          </Button>
        )}
      </div>
    </AuthDialog>
  )
}
