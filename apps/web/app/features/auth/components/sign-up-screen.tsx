// Registration (spec 1 §4, §5; issue #3 item 10): the fields of the `registration` context of
// player_fields with live validation from the rules, currency (fiat and crypto), promos and terms;
// a taken email is shown when its field is left (POST /check-email); a 422 lands under its fields;
// every failed submit is reported (PUT /metrics-errors-validation).
// On success the player is signed in, `registration` is emitted and, with the A/B flag on, the
// player joins the parity group; variant B then asks for personal details as a second step.
import type { RegisterBody } from '@croupier/contract/auth/register'
import type { Player } from '@croupier/contract/player/get-player'
import { authButtonsState } from '@croupier/rules/geo'
import { abGroupForUserId, abVariant, groupIdsOf } from '@croupier/rules/groups'
import { type FormEvent, useEffect, useMemo, useState } from 'react'
import { readBrowserCookie, STAG_COOKIE } from '../../../lib/cookies'
import { emit } from '../../../lib/events'
import { useFeatureFlags } from '../../../lib/feature-flags'
import { logError } from '../../../lib/log'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Button } from '../../../ui/button'
import { FormMessage } from '../../../ui/field'
import { addGroups, register, reportValidationErrors } from '../api/auth-api'
import type { AuthFlow } from '../hooks/use-auth-flow'
import { useEmailCheck } from '../hooks/use-email-check'
import { usePlayerForm } from '../hooks/use-player-form'
import { captchaToken, deviceFingerprint } from '../model/captcha'
import { contextFields, type FormValues, validationReport } from '../model/player-form'
import { defaultCurrency, loadRegistrationInfo, type RegistrationInfo } from '../model/registration-info'
import { applySubmitError } from '../model/submit-error'
import { AuthDialog } from './auth-dialog'
import formStyles from './auth-form.module.css'
import styles from './auth-screens.module.css'
import { PersonalDetailsForm } from './personal-details-form'
import { PlayerFieldList } from './player-field-input'
import { RestrictedNotice } from './restricted-notice'

export const REGISTRATION_CONTEXT = 'registration' // spec 1 §3: player_fields context of this form
const METRICS_COMPONENT = 'registration'

/**
 * spec 1 §4, §6: with the A/B flag on, registration adds the player to the group of their id's
 * parity (543 even, 544 odd). The reference platform already did at registration; asking again is
 * harmless and keeps a platform that does not working. Answers the player's groups.
 */
async function joinAbGroup(player: Player): Promise<number[]> {
  try {
    const { statuses } = await addGroups([abGroupForUserId(player.id)])
    return groupIdsOf(statuses)
  } catch (error) {
    logError('AB_GROUP_ERROR', error)
    return groupIdsOf(player.statuses)
  }
}

export function SignUpScreen({ flow, info: given }: { flow: AuthFlow; info: RegistrationInfo | null }) {
  const { t } = useTranslation()
  const shell = useShellContext()
  const { registrationDisabled } = authButtonsState({
    restriction: shell.geoRestriction,
    geoIsEE: shell.geoIsEE,
  })
  const [info, setInfo] = useState<RegistrationInfo | null>(given)
  const [loadFailed, setLoadFailed] = useState(false)
  const [step, setStep] = useState<'account' | 'details'>('account')
  const restricted = registrationDisabled && shell.player === null && step === 'account'

  useEffect(() => {
    if (info || restricted) return
    let active = true
    loadRegistrationInfo().then(
      (loaded) => active && setInfo(loaded),
      () => active && setLoadFailed(true),
    )
    return () => {
      active = false
    }
  }, [info, restricted])

  if (restricted) {
    return (
      <AuthDialog title={t('auth.signUp.title')} onClose={flow.close}>
        <RestrictedNotice kind="registration" onClose={flow.close} />
      </AuthDialog>
    )
  }
  if (step === 'details') {
    return (
      <AuthDialog
        title={t('auth.signUp.detailsTitle')}
        description={t('auth.signUp.detailsIntro')}
        eyebrow={t('auth.signUp.step', { step: 2, total: 2 })}
        onClose={() => void flow.completeSignIn()}
      >
        <PersonalDetailsForm
          component="registration-details"
          submitLabel={t('auth.signUp.finish')}
          onSaved={() => flow.completeSignIn()}
          onSkip={() => void flow.completeSignIn()}
        />
      </AuthDialog>
    )
  }
  return (
    <AuthDialog title={t('auth.signUp.title')} description={t('auth.signUp.intro')} onClose={flow.close}>
      {info ? (
        <RegistrationForm info={info} flow={flow} onTwoStep={() => setStep('details')} />
      ) : loadFailed ? (
        <FormMessage>{t('auth.errors.UNKNOWN')}</FormMessage>
      ) : (
        <p className={styles.muted}>{t('common.loading')}</p>
      )}
      <p className={styles.switch}>
        {t('auth.signUp.haveAccount')}
        <button type="button" className={styles.textButton} onClick={() => flow.switchTo('sign-in')}>
          {t('auth.signUp.logIn')}
        </button>
      </p>
    </AuthDialog>
  )
}

function RegistrationForm({
  info,
  flow,
  onTwoStep,
}: {
  info: RegistrationInfo
  flow: AuthFlow
  onTwoStep: () => void
}) {
  const { t } = useTranslation()
  const shell = useShellContext()
  const { flags } = useFeatureFlags()
  const fields = useMemo(() => contextFields(info.playerFields, REGISTRATION_CONTEXT), [info.playerFields])
  // spec 1 §5: 21 instead of 18 with the Estonia flag (the EE licence).
  const ctx = useMemo(() => ({ now: new Date(), estonia: shell.licence === 'EE' }), [shell.licence])
  const defaults = useMemo<FormValues>(() => {
    const known = info.countries.some((country) => country.code === shell.country)
    return {
      currency: defaultCurrency(info.currencies, shell.country),
      ...(known ? { country: shell.country } : {}),
    }
  }, [info, shell.country])
  const form = usePlayerForm(fields, ctx, defaults, info.playerFields)
  const touch = useEmailCheck(form)
  const [alert, setAlert] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setAlert(null)
    const report = validationReport(form.clientErrors, METRICS_COMPONENT)
    if (report) {
      form.markSubmitted()
      reportValidationErrors(report)
      return
    }
    setBusy(true)
    try {
      const player = await register({
        // The values of the context's fields, typed by the contract's registration body.
        ...(form.normalised as RegisterBody['user']),
        dfpc: deviceFingerprint(),
        captcha: await captchaToken('registration'),
        locale: shell.locale,
        stag: readBrowserCookie(STAG_COOKIE) || null,
      })
      emit('registration', { playerId: String(player.id) })
      const variant = flags.abRegistration ? abVariant(await joinAbGroup(player), true) : null
      if (variant === 'B') onTwoStep()
      else await flow.completeSignIn()
    } catch (error) {
      const alertKey = applySubmitError(error, fields, METRICS_COMPONENT, form.setServerErrors)
      setAlert(alertKey ? t(alertKey) : null)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form ref={form.formRef} className={formStyles.form} onSubmit={submit} noValidate>
      <FormMessage>{alert}</FormMessage>
      <PlayerFieldList fields={fields} form={{ ...form, touch }} info={info} />
      <Button type="submit" variant="primary" size="lg" block disabled={busy}>
        {busy ? t('auth.signUp.creating') : t('auth.signUp.submit')}
      </Button>
    </form>
  )
}
