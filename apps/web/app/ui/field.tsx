// Labelled form controls of the profile area: the label names the control, the hint and the error
// are tied to it with aria-describedby, and an invalid control says so with aria-invalid. The error
// line keeps its space reserved so showing a message never moves the fields below.
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react'
import styles from './field.module.css'

interface FieldFrameProps {
  id: string
  label: string
  hint?: ReactNode
  /** The message shown (already translated); null when valid. */
  error?: string | null
  required?: boolean
  /** Marks the label of an optional field, e.g. "(optional)". */
  optionalLabel?: string
  children: (aria: {
    id: string
    'aria-invalid': true | undefined
    'aria-describedby': string | undefined
    'aria-required': true | undefined
  }) => ReactNode
}

export function FieldFrame({ id, label, hint, error, required, optionalLabel, children }: FieldFrameProps) {
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {!required && optionalLabel ? <span className={styles.optional}> {optionalLabel}</span> : null}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <p id={errorId} className={styles.error} aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  )
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> & {
  id: string
  label: string
  value: string
  onValueChange: (value: string) => void
  hint?: ReactNode
  error?: string | null
  optionalLabel?: string
}

export function TextField({
  id,
  label,
  value,
  onValueChange,
  hint,
  error,
  required,
  optionalLabel,
  className,
  ...rest
}: InputProps) {
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      optionalLabel={optionalLabel}
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

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange' | 'value'> & {
  id: string
  label: string
  value: string
  onValueChange: (value: string) => void
  options: readonly { value: string; label: string }[]
  /** The text of the empty choice; omitted when a value is always chosen. */
  placeholder?: string
  hint?: ReactNode
  error?: string | null
  optionalLabel?: string
}

export function SelectField({
  id,
  label,
  value,
  onValueChange,
  options,
  placeholder,
  hint,
  error,
  required,
  optionalLabel,
  ...rest
}: SelectProps) {
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      optionalLabel={optionalLabel}
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
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  )
}

/** A form-level message (a failure that belongs to no field), announced when it appears. */
export function FormMessage({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <p className={`${styles.formMessage} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  )
}
