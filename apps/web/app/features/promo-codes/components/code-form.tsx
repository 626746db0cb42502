// One code, one button: the promo code and coupon cards share it. The browser says "required" for an
// empty code; the platform's 422 key shows under the field, anything else under the button. What
// the last accepted code gave stays shown (with its link) until another is accepted. Failures are
// logged by name (spec 1 §8: ACTIVE_COUPON_ERROR and similar).
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react'
import { logError } from '../../../lib/log'
import { useTranslation } from '../../../lib/translate'
import { Button } from '../../../ui/button'
import { FormMessage, TextField } from '../../../ui/field'
import { useValidationMessage } from '../../../ui/use-validation-message'
import { codeProblem, typedCodeProblem } from '../model/code-problem'
import styles from './promo-codes.module.css'

export function CodeForm({
  name,
  label,
  submitLabel,
  logName,
  send,
}: {
  /** The body field the platform names in its 422: `code` or `coupon_code`. */
  name: 'code' | 'coupon_code'
  label: string
  submitLabel: string
  logName: string
  /** Sends the code; resolves to what the player is told on success. */
  send: (code: string) => Promise<ReactNode>
}) {
  const { t } = useTranslation()
  const message = useValidationMessage()
  const id = useId()
  const inputId = `${id}-${name}`
  const formRef = useRef<HTMLFormElement>(null)
  const [value, setValue] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const [done, setDone] = useState<ReactNode>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setFormError(null)
    const typed = typedCodeProblem(value)
    setFieldError(typed)
    if (typed) {
      formRef.current?.querySelector<HTMLInputElement>(`#${CSS.escape(inputId)}`)?.focus()
      return
    }
    setBusy(true)
    try {
      setDone(await send(value.trim()))
      setValue('')
    } catch (error) {
      logError(logName, error)
      const problem = codeProblem(error, name)
      if ('field' in problem) {
        setFieldError(problem.field)
        formRef.current?.querySelector<HTMLInputElement>(`#${CSS.escape(inputId)}`)?.focus()
      } else setFormError(problem.form)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.row}>
        <TextField
          id={inputId}
          name={name}
          label={label}
          value={value}
          onValueChange={(next) => {
            setValue(next)
            setFieldError(null)
          }}
          error={fieldError ? message(fieldError) : null}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={50}
        />
        <Button type="submit" variant="primary" disabled={busy} className={styles.submit}>
          {busy ? t('profile.promocode.sending') : submitLabel}
        </Button>
      </div>
      {formError ? <FormMessage tone="error">{t(formError)}</FormMessage> : null}
      <div aria-live="polite">{done ? <FormMessage tone="success">{done}</FormMessage> : null}</div>
    </form>
  )
}
