// The one field kit (ADR 004): the label names the control, the hint and the error are tied to it
// with aria-describedby, and an invalid control says so with aria-invalid. Two layouts: 'page'
// (profile area, cashbox) reserves the error line so a message never moves the fields below;
// 'dialog' (auth screens) marks required labels with * and shows the error in place of the hint.
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react'
import { useTranslation } from '../lib/translate'
import styles from './field.module.css'

export type FieldLayout = 'page' | 'dialog'

/** The kit's input look, for a control placed in a FieldFrame by hand (an uncontrolled textarea). */
export const FIELD_CONTROL_CLASS = styles.control

/** An i18n key ('VALIDATION.EMAIL.INVALID', 'auth.errors.locked') rather than ready text. */
export function isMessageKey(message: string): boolean {
  return /^[A-Za-z][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)+$/.test(message)
}

/** The text of a message: platform and rules send i18n keys, an older platform may send text. */
export function useMessageText(): (message: string) => string {
  const { t } = useTranslation()
  return (message) => (isMessageKey(message) ? t(message) : message)
}

/** The shown error: translated text as given, else the first of the message keys. */
function useErrorText(error: string | null | undefined, errors: readonly string[] | undefined) {
  const messageText = useMessageText()
  const first = errors?.[0]
  return error ?? (first ? messageText(first) : null)
}

interface FieldFrameProps {
  id: string
  label: ReactNode
  hint?: ReactNode
  /** The message shown (already translated); null when valid. */
  error?: string | null
  required?: boolean
  /** Marks the label of an optional field, e.g. "(optional)". */
  optionalLabel?: string
  layout?: FieldLayout
  children: (aria: {
    id: string
    'aria-invalid': true | undefined
    'aria-describedby': string | undefined
    'aria-required': true | undefined
  }) => ReactNode
}

export function FieldFrame({
  id,
  label,
  hint,
  error,
  required,
  optionalLabel,
  layout = 'page',
  children,
}: FieldFrameProps) {
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const isDialog = layout === 'dialog'
  const showHint = Boolean(hint) && !(isDialog && error)
  const describedBy = isDialog
    ? error
      ? errorId
      : showHint
        ? hintId
        : ''
    : [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {!required && optionalLabel ? <span className={styles.optional}> {optionalLabel}</span> : null}
        {isDialog && required ? (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required ? true : undefined,
      })}
      {showHint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {isDialog ? (
        error ? (
          <p id={errorId} className={`${styles.error} ${styles.inlineError}`}>
            {error}
          </p>
        ) : null
      ) : (
        <p id={errorId} className={styles.error} aria-live="polite">
          {error ?? ''}
        </p>
      )}
    </div>
  )
}

interface FieldProps {
  /** Defaults to a generated id. */
  id?: string
  label: ReactNode
  value: string
  onValueChange: (value: string) => void
  hint?: ReactNode
  /** Translated text; null when valid. */
  error?: string | null
  /** Message keys from the rules or the platform's 422; the first is shown. */
  errors?: readonly string[] | undefined
  optionalLabel?: string
  layout?: FieldLayout
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> & FieldProps

export function TextField({
  id,
  label,
  value,
  onValueChange,
  hint,
  error,
  errors,
  required,
  optionalLabel,
  layout,
  className,
  ...rest
}: InputProps) {
  const generatedId = useId()
  const errorText = useErrorText(error, errors)
  return (
    <FieldFrame
      id={id ?? generatedId}
      label={label}
      hint={hint}
      error={errorText}
      required={required}
      optionalLabel={optionalLabel}
      layout={layout}
    >
      {(aria) => (
        <input
          {...rest}
          {...aria}
          className={[styles.control, className].filter(Boolean).join(' ')}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </FieldFrame>
  )
}

type Option = { value: string; label: string }

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange' | 'value'> &
  FieldProps & {
    options?: readonly Option[]
    /** Grouped options (fiat and crypto currencies); empty groups are left out. */
    groups?: readonly { label: string; options: readonly Option[] }[]
    /** The text of the empty choice; omitted when a value is always chosen. */
    placeholder?: string
  }

export function SelectField({
  id,
  label,
  value,
  onValueChange,
  options,
  groups,
  placeholder,
  hint,
  error,
  errors,
  required,
  optionalLabel,
  layout,
  ...rest
}: SelectProps) {
  const generatedId = useId()
  const errorText = useErrorText(error, errors)
  return (
    <FieldFrame
      id={id ?? generatedId}
      label={label}
      hint={hint}
      error={errorText}
      required={required}
      optionalLabel={optionalLabel}
      layout={layout}
    >
      {(aria) => (
        <select
          {...rest}
          {...aria}
          className={`${styles.control} ${styles.select}`}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {groups?.map((group) =>
            group.options.length > 0 ? (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            ) : null,
          )}
        </select>
      )}
    </FieldFrame>
  )
}

/** A form-level message (a failure that belongs to no field), announced when it appears. */
export function FormMessage({
  tone = 'error',
  children,
}: {
  tone?: 'error' | 'success' | 'info'
  children: ReactNode
}) {
  if (!children) return null
  return (
    <div className={`${styles.formMessage} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  )
}
