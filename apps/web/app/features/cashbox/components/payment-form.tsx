// The form of one card, e-wallet or bank method, for a deposit or a withdrawal: amount with its
// bounds, a saved card or new details with every rule of spec 1 §5, the fraud check (spec 1 §7),
// then the payment itself with an idempotency key, so a retried request never pays twice.
import type { PaymentField, PaymentMethod } from '@croupier/contract/payments/get-payment-methods'
import type { Payment, PaymentAction } from '@croupier/contract/payments/payment'
import { formatInDisplayUnits, parseMajorToMinor } from '@croupier/rules/currency'
import { V } from '@croupier/rules/validation-keys'
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react'
import { logError } from '../../../lib/log'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Button } from '../../../ui/button'
import { FormMessage, SelectField } from '../../../ui/field'
import { createDeposit, createWithdrawal, fraudCheck } from '../api/cashbox-api'
import { breaksAmountStep } from '../model/amount-step'
import { fraudCheckBody } from '../model/fraud-check'
import { formatAmount } from '../model/method-display'
import {
  ibanNotice,
  type PaymentErrors,
  type PaymentValues,
  paymentInputs,
  validatePaymentFields,
  visibleFields,
} from '../model/payment-form'
import { newIdempotencyKey } from '../model/payment-state'
import { submitProblem } from '../model/submit-error'
import { AmountField } from './amount-field'
import paymentStyles from './cashbox-payment.module.css'
import { PaymentFields } from './payment-fields'

const NEW_DETAILS = ''

export function PaymentForm({
  method,
  action,
  initialAmount,
  maxAvailableCents,
  bonusCode,
  bonusMinCents,
  extra,
  onResult,
}: {
  method: PaymentMethod
  action: PaymentAction
  /** Major units. */
  initialAmount: string
  /** Withdrawals: the cashable amount (spec 1 §3 available_to_cashout_cents). */
  maxAvailableCents?: number
  bonusCode?: string | null
  /** Deposits: the chosen bonus's minimum deposit (ADR 039: a listed bonus never silently issues nothing). */
  bonusMinCents?: number | null
  extra?: ReactNode
  onResult: (payment: Payment) => void
}) {
  const { t } = useTranslation()
  const { locale, player } = useShellContext()
  const id = useId()
  const [amount, setAmount] = useState(initialAmount)
  const [values, setValues] = useState<PaymentValues>({})
  const [errors, setErrors] = useState<PaymentErrors>({})
  const [amountError, setAmountError] = useState<string | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [profileId, setProfileId] = useState(method.saved_profiles[0]?.id ?? NEW_DETAILS)
  // One key per attempt: kept while the same form is resent after a network failure.
  const idempotencyKey = useRef(newIdempotencyKey())
  const formRef = useRef<HTMLFormElement>(null)
  const currency = method.currency
  const savedProfile = method.saved_profiles.find((profile) => profile.id === profileId) ?? null
  const fields = visibleFields(method, savedProfile !== null)
  const maxCents =
    maxAvailableCents === undefined
      ? method.max_cents
      : method.max_cents === null
        ? maxAvailableCents
        : Math.min(method.max_cents, maxAvailableCents)
  const cents = parseMajorToMinor(amount, currency)

  const checkAmount = (): string | null => {
    if (amount.trim() === '') return t(V.REQUIRED)
    if (breaksAmountStep(amount, currency))
      return t('cashbox.errors.step', { step: formatAmount(1, currency, locale) })
    if (cents === undefined || cents <= 0) return t('cashbox.errors.amountInvalid')
    if (maxAvailableCents !== undefined && cents > maxAvailableCents) return t(V.NOT_ENOUGH_MONEY)
    if (cents < method.min_cents)
      return t('cashbox.errors.min', { amount: formatAmount(method.min_cents, currency, locale) })
    if (method.max_cents !== null && cents > method.max_cents)
      return t('cashbox.errors.max', { amount: formatAmount(method.max_cents, currency, locale) })
    if (bonusMinCents && cents < bonusMinCents)
      return t('cashbox.errors.bonusMin', { amount: formatAmount(bonusMinCents, currency, locale) })
    return null
  }

  const focusFirstInvalid = () =>
    window.setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy || !player) return
    setMessage(null)
    const amountProblem = checkAmount()
    const fieldProblems = validatePaymentFields(fields, values, new Date())
    setAmountError(amountProblem)
    setErrors(fieldProblems)
    if (amountProblem || Object.keys(fieldProblems).length > 0 || cents === undefined) {
      focusFirstInvalid()
      return
    }
    setBusy(true)
    try {
      const inputs = paymentInputs(fields, values)
      const card = savedProfile?.card
        ? {
            bin: savedProfile.card.bin,
            last4: savedProfile.card.last4,
            expiry: savedProfile.card.expiry,
            holder: savedProfile.card.holder,
          }
        : fields.includes('card.number')
          ? { number: values['card.number'], expiry: values['card.expiry'], holder: values['card.holder'] }
          : undefined
      const decision = await fraudCheck(
        fraudCheckBody({
          player,
          action,
          amountCents: cents,
          currency,
          paymentSystem: method.brand,
          card,
          paymentAccountId: savedProfile?.id ?? values['account.iban'] ?? values['account.email'],
          transactionId: idempotencyKey.current,
          websiteUrl: window.location.origin,
          now: new Date(),
        }),
      )
      if (decision.decision === 'deny') {
        setMessage(t('cashbox.errors.refused'))
        return
      }
      const body = {
        method_id: method.id,
        amount_cents: cents,
        currency,
        idempotency_key: idempotencyKey.current,
        ...inputs,
        ...(savedProfile ? { saved_profile_id: savedProfile.id } : {}),
      }
      const payment =
        action === 'deposit'
          ? await createDeposit({ ...body, ...(bonusCode ? { bonus_code: bonusCode } : {}) })
          : await createWithdrawal(body)
      idempotencyKey.current = newIdempotencyKey()
      onResult(payment)
    } catch (error) {
      logError(action === 'deposit' ? 'CASHBOX_DEPOSIT_ERROR' : 'CASHBOX_WITHDRAW_ERROR', error)
      const problem = submitProblem(error, t)
      if ('fields' in problem) {
        const { amount_cents: amountKey, ...rest } = problem.fields
        setErrors(rest as PaymentErrors)
        if (amountKey) setAmountError(t(amountKey))
        const unknown = Object.keys(rest).filter((field) => !fields.includes(field as PaymentField))
        if (unknown.length > 0 || (!amountKey && Object.keys(rest).length === 0))
          setMessage(t('cashbox.errors.generic'))
        focusFirstInvalid()
      } else {
        setMessage(problem.message)
        // A refused request was not a payment: the next try may reuse nothing.
        idempotencyKey.current = newIdempotencyKey()
      }
    } finally {
      setBusy(false)
    }
  }

  const submitLabel =
    cents !== undefined && cents > 0
      ? t(action === 'deposit' ? 'cashbox.deposit.submit' : 'cashbox.withdraw.submit', {
          amount: formatInDisplayUnits(cents, currency, locale),
        })
      : t(action === 'deposit' ? 'cashbox.deposit.submitPlain' : 'cashbox.withdraw.submitPlain')

  return (
    <form ref={formRef} className={paymentStyles.form} onSubmit={(event) => void submit(event)} noValidate>
      <AmountField
        value={amount}
        onChange={(value) => {
          setAmount(value)
          setAmountError(null)
        }}
        currency={currency}
        minCents={method.min_cents}
        maxCents={maxCents}
        error={amountError}
        presets={action === 'deposit'}
      />
      {method.saved_profiles.length > 0 ? (
        <SelectField
          id={`${id}-profile`}
          label={t('cashbox.savedProfile')}
          value={profileId}
          onValueChange={setProfileId}
          options={[
            ...method.saved_profiles.map((profile) => ({ value: profile.id, label: profile.label })),
            { value: NEW_DETAILS, label: t('cashbox.newDetails') },
          ]}
        />
      ) : null}
      <PaymentFields
        fields={fields}
        values={values}
        errors={errors}
        notice={ibanNotice(values)}
        onChange={(field, value) => {
          setValues((current) => ({ ...current, [field]: value }))
          if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }))
        }}
      />
      {extra}
      {message ? <FormMessage tone="error">{message}</FormMessage> : null}
      <Button type="submit" variant="primary" size="lg" block disabled={busy}>
        {busy ? t('cashbox.processing') : submitLabel}
      </Button>
    </form>
  )
}
