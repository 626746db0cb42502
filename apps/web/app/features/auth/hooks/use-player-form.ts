// State of a player form: values, which fields were touched, the errors to show (live from the
// rules once a field was left or a submit tried; a 422's errors until the field changes) and the
// focus move to the first invalid field after a failed submit.
import type { PlayerFields } from '@croupier/contract/info/get-player-fields'
import type { PlayerFieldContext } from '@croupier/rules/player-fields'
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { FieldErrors } from '../model/auth-errors'
import {
  type FormField,
  type FormValue,
  type FormValues,
  initialValues,
  normaliseValues,
  validateForm,
} from '../model/player-form'

export interface PlayerForm {
  values: FormValues
  /** Normalised values (trimmed text) — what is validated and sent. */
  normalised: FormValues
  /** Every current rule failure, shown or not. */
  clientErrors: FieldErrors
  /** What each field shows now. */
  errorsOf: (name: string) => string[] | undefined
  setValue: (name: string, value: FormValue) => void
  touch: (name: string) => void
  /** Marks a submit attempt: every field shows its errors and focus goes to the first invalid one. */
  markSubmitted: () => void
  setServerErrors: (errors: FieldErrors) => void
  /** One field's errors from the platform while the player is still typing: no focus move. */
  setFieldServerErrors: (name: string, errors: string[]) => void
  formRef: RefObject<HTMLFormElement | null>
}

export function usePlayerForm(
  fields: readonly FormField[],
  ctx: PlayerFieldContext,
  defaults: FormValues = {},
  info?: PlayerFields,
): PlayerForm {
  const [values, setValues] = useState<FormValues>(() => initialValues(fields, defaults))
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set())
  const [submitCount, setSubmitCount] = useState(0)
  const [serverErrors, setServerErrors] = useState<FieldErrors>({})
  const formRef = useRef<HTMLFormElement | null>(null)

  const normalised = useMemo(() => normaliseValues(values, fields), [values, fields])
  const clientErrors = useMemo(
    () => validateForm(normalised, fields, ctx, info),
    [normalised, fields, ctx, info],
  )

  useEffect(() => {
    if (submitCount === 0) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [submitCount])

  const setValue = useCallback((name: string, value: FormValue) => {
    setValues((current) => ({ ...current, [name]: value }))
    setServerErrors((current) => {
      if (!(name in current)) return current
      const { [name]: _dropped, ...rest } = current
      return rest
    })
  }, [])

  const touch = useCallback((name: string) => {
    setTouched((current) => (current.has(name) ? current : new Set(current).add(name)))
  }, [])

  return {
    values,
    normalised,
    clientErrors,
    errorsOf: (name) =>
      serverErrors[name] ?? (submitCount > 0 || touched.has(name) ? clientErrors[name] : undefined),
    setValue,
    touch,
    markSubmitted: () => setSubmitCount((count) => count + 1),
    setServerErrors: (errors) => {
      setServerErrors(errors)
      if (Object.keys(errors).length > 0) setSubmitCount((count) => count + 1)
    },
    setFieldServerErrors: (name, errors) => setServerErrors((current) => ({ ...current, [name]: errors })),
    formRef,
  }
}
