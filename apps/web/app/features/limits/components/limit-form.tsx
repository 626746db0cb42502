// Set or change a deposit, loss, wager or session limit (spec 1 §7 POST /api/user_limits): one limit
// per type, period and currency, so saving the same three changes that limit. A new or lower limit
// applies at once; a higher one waits 24 hours and for the emailed confirmation (UKGC RTS 12), and
// the form says so.
import type { UserLimit } from '@croupier/contract/limits/user-limit'
import { type FormEvent, useRef, useState } from 'react'
import { fieldErrorsOf } from '../../../lib/field-errors'
import { PlatformFailure } from '../../../lib/platform-client'
import { useTranslation } from '../../../lib/translate'
import { GLYPHS } from '../../../ui/account-glyphs'
import { Button } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { FormMessage, SelectField, TextField } from '../../../ui/field'
import panel from '../../../ui/panel.module.css'
import { useValidationMessage } from '../../../ui/use-validation-message'
import { saveLimit } from '../api/limits-api'
import {
  AMOUNT_LIMIT_TYPES,
  type AmountLimitType,
  isMoneyType,
  type LimitDraft,
  type LimitDraftErrors,
  periodsFor,
  saveOutcome,
  validateDraft,
} from '../model/limits'
import { putLimit } from '../model/limits-store'
import type { LimitIds } from './use-limit-editor'
import { useLimitText } from './use-limit-text'

const FIELDS = ['period', 'amount', 'minutes'] as const

export function LimitForm({
  draft,
  onDraftChange,
  currencies,
  editing,
  onCancelEdit,
  disabled,
  ids,
}: {
  draft: LimitDraft
  onDraftChange: (draft: LimitDraft) => void
  /** The player's wallet currencies: a money limit holds one of them. */
  currencies: readonly string[]
  /** The limit being changed, when "Change" was pressed. */
  editing: UserLimit | null
  onCancelEdit: () => void
  disabled: boolean
  /** Element ids of this instance (page or popup). */
  ids: LimitIds
}) {
  const { t } = useTranslation()
  const message = useValidationMessage()
  const text = useLimitText()
  const formRef = useRef<HTMLFormElement>(null)
  const [submitted, setSubmitted] = useState(false)
  const [serverErrors, setServerErrors] = useState<Partial<Record<(typeof FIELDS)[number], string>>>({})
  const [formMessage, setFormMessage] = useState<{ tone: 'error' | 'info' | 'success'; text: string } | null>(
    null,
  )
  const [saving, setSaving] = useState(false)
  const result = validateDraft(draft)
  const errors: LimitDraftErrors = submitted ? (result.errors ?? {}) : {}
  const isMoney = isMoneyType(draft.type)

  const update = (change: Partial<LimitDraft>) => {
    const next = { ...draft, ...change }
    // A period the new type does not take falls back to its first one.
    if (!periodsFor(next.type).includes(next.period)) next.period = periodsFor(next.type)[0] ?? 'day'
    setServerErrors({})
    setFormMessage(null)
    onDraftChange(next)
  }

  const errorOf = (field: (typeof FIELDS)[number]) => {
    if (serverErrors[field]) return serverErrors[field]
    const key = errors[field]
    return key ? t(`limits.form.errors.${key}`) : null
  }

  const focusFirst = (failing: readonly string[]) => {
    const first = FIELDS.find((field) => failing.includes(field))
    if (first) formRef.current?.querySelector<HTMLElement>(`#${ids.field(first)}`)?.focus()
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (saving || disabled) return
    setSubmitted(true)
    setFormMessage(null)
    if (!result.body) return focusFirst(Object.keys(result.errors))
    setSaving(true)
    try {
      const saved = await saveLimit(result.body)
      const outcome = saveOutcome(saved)
      const done = outcome === 'pending' ? t('limits.form.savedPending') : t('limits.form.savedApplied')
      // Said in place (a live region), where the player is looking; no toast on top.
      setFormMessage({ tone: outcome === 'pending' ? 'info' : 'success', text: done })
      setSubmitted(false)
      onDraftChange({ ...draft, amount: '', minutes: '' })
      putLimit(saved)
    } catch (error) {
      const fields = error instanceof PlatformFailure && error.status === 422 ? fieldErrorsOf(error.body) : {}
      const mapped: typeof serverErrors = {}
      const rest: string[] = []
      for (const [field, keys] of Object.entries(fields)) {
        const key = field === 'amount_cents' ? 'amount' : field
        if ((FIELDS as readonly string[]).includes(key))
          mapped[key as (typeof FIELDS)[number]] = message(keys[0] ?? '')
        else rest.push(...keys.map((item) => message(item)))
      }
      setServerErrors(mapped)
      if (rest.length > 0 || Object.keys(mapped).length === 0)
        setFormMessage({ tone: 'error', text: rest.length > 0 ? rest.join(' ') : t('limits.form.failed') })
      focusFirst(Object.keys(mapped))
    } finally {
      setSaving(false)
    }
  }

  const title = editing ? t('limits.form.editTitle', { name: text.name(editing) }) : t('limits.form.title')
  const current = editing?.accounts[0]
    ? text.money(editing.accounts[0].amount_cents, editing.accounts[0].currency)
    : editing?.minutes
      ? text.duration(editing.minutes)
      : null

  return (
    <Card id={ids.formCard} icon={GLYPHS.shield} title={title} description={t('limits.form.description')}>
      <form ref={formRef} className={panel.form} onSubmit={submit} noValidate>
        {formMessage ? <FormMessage tone={formMessage.tone}>{formMessage.text}</FormMessage> : null}
        <div className={panel.fields}>
          <SelectField
            id={ids.field('type')}
            label={t('limits.form.type')}
            value={draft.type}
            onValueChange={(value) => update({ type: value as AmountLimitType })}
            options={AMOUNT_LIMIT_TYPES.map((type) => ({ value: type, label: text.typeName(type) }))}
            hint={t(`limits.typeHints.${draft.type}`)}
            disabled={editing !== null}
          />
          <SelectField
            id={ids.field('period')}
            label={t('limits.form.period')}
            value={draft.period}
            onValueChange={(value) => update({ period: value as LimitDraft['period'] })}
            options={periodsFor(draft.type).map((period) => ({ value: period, label: text.period(period) }))}
            error={errorOf('period')}
            disabled={editing !== null}
          />
          {isMoney ? (
            <>
              <SelectField
                id={ids.field('currency')}
                label={t('limits.form.currency')}
                value={draft.currency}
                onValueChange={(value) => update({ currency: value })}
                options={currencies.map((code) => ({ value: code, label: code }))}
                disabled={editing !== null || currencies.length < 2}
              />
              <TextField
                id={ids.field('amount')}
                name="amount"
                label={t('limits.form.amount', { currency: draft.currency })}
                inputMode="decimal"
                autoComplete="off"
                value={draft.amount}
                onValueChange={(amount) => update({ amount })}
                error={errorOf('amount')}
                hint={current ? t('limits.form.current', { value: current }) : undefined}
                required
              />
            </>
          ) : (
            <TextField
              id={ids.field('minutes')}
              name="minutes"
              label={t('limits.form.minutes')}
              inputMode="numeric"
              autoComplete="off"
              value={draft.minutes}
              onValueChange={(minutes) => update({ minutes })}
              error={errorOf('minutes')}
              hint={current ? t('limits.form.current', { value: current }) : t('limits.form.minutesHint')}
              required
            />
          )}
        </div>
        <p className={panel.text}>{t('limits.form.rules')}</p>
        <div className={panel.footer}>
          {editing ? (
            <Button variant="secondary" onClick={onCancelEdit} disabled={saving}>
              {t('limits.form.cancel')}
            </Button>
          ) : null}
          <Button type="submit" variant="primary" aria-disabled={saving || disabled || undefined}>
            {saving ? t('limits.working') : t('limits.form.save')}
          </Button>
        </div>
      </form>
    </Card>
  )
}
