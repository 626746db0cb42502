// Changing the password from the profile (PATCH /api/player with current_password, password and
// password_confirmation): the new password follows the rules of spec 1 §5 (WRONG_CHARTS, the
// minimum length, "passwords do not match"); the current one must be given.
import { validatePlayerFields } from '@croupier/rules/player-fields'
import { required } from '@croupier/rules/validation'

export interface PasswordChange {
  current_password: string
  password: string
  password_confirmation: string
}

export type PasswordErrors = Partial<Record<keyof PasswordChange, string[]>>

export const EMPTY_PASSWORD_CHANGE: PasswordChange = {
  current_password: '',
  password: '',
  password_confirmation: '',
}

export function validatePasswordChange(values: PasswordChange, now: Date): PasswordErrors {
  const errors: PasswordErrors = {}
  const current = required(values.current_password)
  if (current) errors.current_password = [current]
  const rules = validatePlayerFields(
    { ...values },
    ['password', 'password_confirmation'],
    { now, estonia: false },
    ['password', 'password_confirmation'],
  )
  if (rules.password) errors.password = [...rules.password]
  if (rules.password_confirmation) errors.password_confirmation = [...rules.password_confirmation]
  return errors
}

/** The fields in the order the form shows them, to focus the first invalid one. */
export const PASSWORD_FIELDS: readonly (keyof PasswordChange)[] = [
  'current_password',
  'password',
  'password_confirmation',
]
