// /profile/limits/confirm?token=… (spec 1 §2, open to all: the emailed token is the right): confirms
// a limit raise or removal (POST /api/user_limits/confirm). The player presses the button rather
// than the page confirming on arrival: loosening a limit stays a deliberate act, and mail scanners
// that open links cannot confirm one.
import type { ConfirmUserLimitResponse } from '@croupier/contract/limits/confirm-user-limit'
import { localizePath } from '@croupier/rules/locale'
import { useState } from 'react'
import { Link } from 'react-router'
import { PlatformFailure } from '../../../lib/platform-client'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Button, buttonClass } from '../../../ui/button'
import { LocalTime } from '../../../ui/local-time'
import { MessagePage } from '../../../ui/message-page'
import { confirmLimitChange } from '../api/limits-api'
import { useLimitText } from './use-limit-text'

type State =
  | { kind: 'ready' }
  | { kind: 'working' }
  | { kind: 'done'; result: ConfirmUserLimitResponse }
  | { kind: 'invalid' }
  | { kind: 'failed' }

export function LimitConfirmPage({ token }: { token: string | null }) {
  const { t } = useTranslation()
  const { locale, player } = useShellContext()
  const text = useLimitText()
  const [state, setState] = useState<State>(token ? { kind: 'ready' } : { kind: 'invalid' })

  const confirm = async () => {
    if (!token || state.kind === 'working') return
    setState({ kind: 'working' })
    try {
      setState({ kind: 'done', result: await confirmLimitChange(token) })
    } catch (error) {
      const invalid = error instanceof PlatformFailure && (error.status === 404 || error.status === 422)
      setState(invalid ? { kind: 'invalid' } : { kind: 'failed' })
    }
  }

  const onward = player ? (
    <Link to={localizePath(locale, '/profile/limits')} className={buttonClass('secondary', { size: 'lg' })}>
      {t('limits.confirm.toLimits')}
    </Link>
  ) : (
    <Link to={localizePath(locale, '/')} className={buttonClass('secondary', { size: 'lg' })}>
      {t('limits.confirm.toLobby')}
    </Link>
  )

  if (state.kind === 'done') {
    const { limit, applied } = state.result
    return (
      <MessagePage icon="check" title={t('limits.confirm.doneTitle')} actions={onward}>
        <p role="status">
          {applied || !limit?.applies_at ? (
            t('limits.confirm.applied')
          ) : (
            <>
              {t('limits.confirm.scheduled', { name: text.name(limit) })}{' '}
              <LocalTime iso={limit.applies_at} locale={locale} />
            </>
          )}
        </p>
        {applied || !limit?.applies_at ? null : <p>{t('limits.confirm.untilThen')}</p>}
      </MessagePage>
    )
  }
  if (state.kind === 'invalid')
    return (
      <MessagePage icon="warning" title={t('limits.confirm.invalidTitle')} actions={onward}>
        <p role="alert">{token ? t('limits.confirm.invalid') : t('limits.confirm.missing')}</p>
      </MessagePage>
    )
  return (
    <MessagePage
      icon="mail"
      title={t('limits.confirm.title')}
      actions={
        <>
          <Button
            variant="primary"
            size="lg"
            onClick={confirm}
            aria-disabled={state.kind === 'working' || undefined}
          >
            {state.kind === 'working' ? t('limits.working') : t('limits.confirm.action')}
          </Button>
          {onward}
        </>
      }
    >
      <p>{t('limits.confirm.text')}</p>
      <p>{t('limits.confirm.ignore')}</p>
      {state.kind === 'failed' ? <p role="alert">{t('limits.confirm.failed')}</p> : null}
    </MessagePage>
  )
}
