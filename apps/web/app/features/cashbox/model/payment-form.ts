// The payment form's rules (spec 1 §5): the fields a method asks for, checked with the shared rules
// so the browser says exactly what the platform would answer in its 422 (same message keys).
import type { PaymentField, PaymentMethod } from '@croupier/contract/payments/get-payment-methods'
import {
  cardNumber,
  cardNumberDepBin,
  ibanValidation,
  ibanValidationLT,
  isEmpty,
  isValidCardExpire,
  onlyEnglishCharacters,
} from '@croupier/rules/validation'
import { V } from '@croupier/rules/validation-keys'

export type PaymentValues = Partial<Record<PaymentField, string>>
export type PaymentErrors = Partial<Record<PaymentField | 'amount_cents', string>>

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Blocked card BINs (spec 1 §5: the list is empty). */
export const BLOCKED_BINS: readonly string[] = []

function fieldError(field: PaymentField, value: string, now: Date): string | null {
  if (isEmpty(value)) return V.REQUIRED
  switch (field) {
    case 'card.number':
      return cardNumberDepBin(value, BLOCKED_BINS) ?? cardNumber(value)
    case 'card.expiry':
      return isValidCardExpire(value, now)
    case 'card.holder':
    case 'account.holder':
      return onlyEnglishCharacters(value)
    case 'card.cvv':
      return /^\d{3,4}$/.test(value.trim()) ? null : V.INVALID
    case 'account.email':
      return EMAIL.test(value.trim()) ? null : V.EMAIL_INVALID
    case 'account.iban':
      return ibanValidation(value)
    default:
      return null
  }
}

/** The fields to fill for a method: a saved card replaces the card fields. */
export function visibleFields(method: PaymentMethod, usingSavedProfile: boolean): PaymentField[] {
  return method.fields.filter((field) => !(usingSavedProfile && field.startsWith('card.')))
}

/** Errors per field for the method's visible fields; {} when the form may be sent. */
export function validatePaymentFields(
  fields: readonly PaymentField[],
  values: PaymentValues,
  now: Date,
): PaymentErrors {
  const errors: PaymentErrors = {}
  for (const field of fields) {
    const error = fieldError(field, values[field] ?? '', now)
    if (error) errors[field] = error
  }
  return errors
}

/** spec 1 §5 ibanValidationLT: the LT notice under the IBAN (not an error: the request still goes). */
export function ibanNotice(values: PaymentValues): string | null {
  return ibanValidationLT(values['account.iban'] ?? '')
}

/** The request's card and account parts from the form values (spaces dropped from numbers). */
export function paymentInputs(fields: readonly PaymentField[], values: PaymentValues) {
  const card: Record<string, string> = {}
  const account: Record<string, string> = {}
  for (const field of fields) {
    const raw = (values[field] ?? '').trim()
    const [group, name] = field.split('.') as ['card' | 'account', string]
    const value = field === 'card.number' || field === 'account.iban' ? raw.replace(/\s+/g, '') : raw
    if (group === 'card') card[name] = value
    else account[name] = value
  }
  return {
    ...(Object.keys(card).length > 0 ? { card } : {}),
    ...(Object.keys(account).length > 0 ? { account } : {}),
  }
}
