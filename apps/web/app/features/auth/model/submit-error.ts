// A failed form submit mapped onto the form: a 422's field keys go under their fields (and are
// reported with PUT /metrics-errors-validation, spec 1 §5); anything else becomes one alert.
import type { FieldErrors } from '../../../lib/field-errors'
import { reportValidationErrors } from '../api/auth-api'
import { errorMessageKey, readError } from './auth-errors'
import { type FormField, mapServerErrors, validationReport } from './player-form'

/** Returns the message key of the form-level alert, or null when every error sits on a field. */
export function applySubmitError(
  error: unknown,
  fields: readonly FormField[],
  component: string,
  setServerErrors: (errors: FieldErrors) => void,
): string | null {
  const read = readError(error)
  if (Object.keys(read.fields).length === 0) return errorMessageKey(read.code)
  const mapped = mapServerErrors(read.fields, [...fields])
  setServerErrors(mapped.fields)
  const report = validationReport(read.fields, component, 'server')
  if (report) reportValidationErrors(report)
  return mapped.form[0] ?? null
}
