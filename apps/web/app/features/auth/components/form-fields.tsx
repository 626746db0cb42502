// Form controls of the auth and personal-info forms: a label, the control and the first error under
// it, wired with aria-invalid and aria-describedby so a screen reader reads the message with the field.
import { type ChangeEvent, type ReactNode, useId } from 'react'
import { useTranslation } from '../../../lib/translate'
import { isMessageKey } from '../model/auth-errors'
import styles from './form-fields.module.css'

/** The text of a message: platform and rules send i18n keys, an older platform may send text. */
export function useMessageText(): (message: string) => string {
  const { t } = useTranslation()
  return (message) => (isMessageKey(message) ? t(message) : message)
}

interface BaseProps {
  name: string
  label: ReactNode
  /** Message keys; the first is shown. */
  errors?: readonly string[] | undefined
  hint?: ReactNode
  required?: boolean
}

function FieldShell({
  id,
  label,
  errorId,
  hintId,
  error,
  hint,
  required,
  children,
}: {
  id: string
  label: ReactNode
  errorId: string
  hintId: string
  error: string | null
  hint?: ReactNode
  required?: boolean
  children: ReactNode
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {children}
      {hint && !error ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

function describedBy(error: string | null, hint: ReactNode, errorId: string, hintId: string) {
  if (error) return errorId
  return hint ? hintId : undefined
}

export interface TextFieldProps extends BaseProps {
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  type?: 'text' | 'email' | 'password' | 'tel'
  autoComplete?: string
  inputMode?: 'text' | 'numeric' | 'tel' | 'email'
  placeholder?: string
  maxLength?: number
  autoFocus?: boolean
}

/** The email field of the auth screens: one label, keyboard and autofill hint everywhere. */
export function EmailField({
  value,
  onChange,
  errors,
  autoComplete = 'email',
  autoFocus,
}: Pick<TextFieldProps, 'value' | 'onChange' | 'errors' | 'autoComplete' | 'autoFocus'>) {
  const { t } = useTranslation()
  return (
    <TextField
      name="email"
      type="email"
      label={t('auth.fields.email')}
      value={value}
      onChange={onChange}
      errors={errors}
      autoComplete={autoComplete}
      inputMode="email"
      required
      autoFocus={autoFocus}
    />
  )
}

export function TextField({
  name,
  label,
  errors,
  hint,
  required,
  value,
  onChange,
  onBlur,
  type = 'text',
  autoComplete,
  inputMode,
  placeholder,
  maxLength,
  autoFocus,
}: TextFieldProps) {
  const id = useId()
  const messageText = useMessageText()
  const first = errors?.[0]
  const error = first ? messageText(first) : null
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  return (
    <FieldShell {...{ id, label, errorId, hintId, error, hint, required }}>
      <input
        id={id}
        name={name}
        type={type}
        className={styles.input}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        onBlur={onBlur}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        maxLength={maxLength}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error, hint, errorId, hintId)}
        // biome-ignore lint/a11y/noAutofocus: the first field of a dialog the player just opened.
        autoFocus={autoFocus}
      />
    </FieldShell>
  )
}

export interface SelectFieldProps extends BaseProps {
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  /** Flat options, or groups (fiat and crypto currencies). */
  options?: { value: string; label: string }[]
  groups?: { label: string; options: { value: string; label: string }[] }[]
  placeholder?: string
  autoComplete?: string
}

export function SelectField({
  name,
  label,
  errors,
  hint,
  required,
  value,
  onChange,
  onBlur,
  options,
  groups,
  placeholder,
  autoComplete,
}: SelectFieldProps) {
  const id = useId()
  const messageText = useMessageText()
  const first = errors?.[0]
  const error = first ? messageText(first) : null
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  return (
    <FieldShell {...{ id, label, errorId, hintId, error, hint, required }}>
      <select
        id={id}
        name={name}
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error, hint, errorId, hintId)}
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
    </FieldShell>
  )
}

export interface CheckboxFieldProps extends Omit<BaseProps, 'hint'> {
  checked: boolean
  onChange: (checked: boolean) => void
}

export function CheckboxField({ name, label, errors, required, checked, onChange }: CheckboxFieldProps) {
  const id = useId()
  const messageText = useMessageText()
  const first = errors?.[0]
  const error = first ? messageText(first) : null
  const errorId = `${id}-error`
  return (
    <div className={styles.checkField}>
      <div className={styles.checkRow}>
        <input
          id={id}
          name={name}
          type="checkbox"
          className={styles.checkbox}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <label htmlFor={id} className={styles.checkLabel}>
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

const TONE_CLASS = { error: 'alertError', success: 'alertSuccess', info: 'alertInfo' } as const

/** Messages that concern the whole form (a wrong password, a lock), announced when they appear. */
export function FormAlert({
  children,
  tone = 'error',
}: {
  children: ReactNode
  tone?: 'error' | 'success' | 'info'
}) {
  if (!children) return null
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`${styles.alert} ${styles[TONE_CLASS[tone]]}`}
    >
      {children}
    </div>
  )
}
