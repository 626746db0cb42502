// A checkbox with its label beside it and its error under it (the field kit's layout 'dialog').
import { type ReactNode, useId } from 'react'
import { useMessageText } from './field'
import styles from './field.module.css'

export interface CheckboxFieldProps {
  name: string
  label: ReactNode
  /** Message keys; the first is shown. */
  errors?: readonly string[] | undefined
  required?: boolean
  checked: boolean
  onValueChange: (checked: boolean) => void
}

export function CheckboxField({ name, label, errors, required, checked, onValueChange }: CheckboxFieldProps) {
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
          onChange={(event) => onValueChange(event.target.checked)}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <label htmlFor={id} className={styles.checkLabel}>
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className={`${styles.error} ${styles.inlineError}`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
