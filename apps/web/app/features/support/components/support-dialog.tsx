// Support dialog: the operator's contacts and a contact form (spec 1 §7 POST /api/send_contact_message).
// A 422 answer carries `errors: { field: [message key] }`, shown beside each field (spec 1 §8).
import * as api from '@croupier/contract/api.generated'
import type { ContactMessageBody } from '@croupier/contract/support/send-contact-message'
import { type FormEvent, useState } from 'react'
import { useChrome } from '../../../lib/chrome-data'
import type { ModalProps } from '../../../lib/modals/catalogue'
import { tryCall } from '../../../lib/platform-client'
import { useTranslation } from '../../../lib/translate'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { FIELD_CONTROL_CLASS, FieldFrame } from '../../../ui/field'
import { Icon } from '../../../ui/icon'
import styles from './support-dialog.module.css'

type Field = keyof ContactMessageBody
type FieldErrors = Partial<Record<Field | 'form', string[]>>
const FIELDS: Field[] = ['name', 'email', 'subject', 'message']

async function postContactMessage(body: ContactMessageBody): Promise<FieldErrors | null> {
  const result = await tryCall(api.sendContactMessage, { body })
  if (result.ok) return null
  if (result.failure.kind === 'validation' && Object.keys(result.failure.errors).length > 0) {
    const errors: FieldErrors = {}
    for (const [field, messages] of Object.entries(result.failure.errors)) {
      const key = (FIELDS as string[]).includes(field) ? (field as Field) : 'form'
      errors[key] = [...(errors[key] ?? []), ...messages]
    }
    return errors
  }
  return { form: ['shell.support.failed'] }
}

export default function SupportDialog({ onClose }: ModalProps<'support'>) {
  const { t } = useTranslation()
  const { project } = useChrome()
  const [errors, setErrors] = useState<FieldErrors>({})
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle')
  const [sentTo, setSentTo] = useState('')

  // Message keys are translated; plain sentences from another platform are shown as they are.
  const message = (text: string) =>
    /^[\w.-]+$/.test(text) ? t(text, { defaultValue: t('shell.support.fieldInvalid') }) : text

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const body = Object.fromEntries(
      FIELDS.map((field) => [field, String(data.get(field) ?? '')]),
    ) as ContactMessageBody
    setStatus('sending')
    setErrors({})
    try {
      const result = await postContactMessage(body)
      if (result === null) {
        setSentTo(body.email)
        setStatus('sent')
        return
      }
      setErrors(result)
    } catch {
      setErrors({ form: ['shell.support.failed'] })
    }
    setStatus('idle')
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('shell.support.title')}
      description={t('shell.support.intro')}
    >
      {project ? (
        <ul className={styles.contacts}>
          <li>
            <a href={`mailto:${project.supportEmail}`} className={styles.contact}>
              <Icon name="mail" />
              <span>
                <span className={styles.contactLabel}>{t('shell.support.email')}</span>
                {project.supportEmail}
              </span>
            </a>
          </li>
          {project.phone ? (
            <li>
              <a href={`tel:${project.phone.replace(/[^\d+]/g, '')}`} className={styles.contact}>
                <Icon name="phone" />
                <span>
                  <span className={styles.contactLabel}>{t('shell.support.phone')}</span>
                  {project.phone}
                </span>
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}

      {status === 'sent' ? (
        <div className={styles.sent} role="status">
          <Icon name="check" size={28} />
          <p>{t('shell.support.sent', { email: sentTo })}</p>
          <Button variant="secondary" onClick={() => onClose()}>
            {t('shell.close')}
          </Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <h3 className={styles.formTitle}>{t('shell.support.formTitle')}</h3>
          {errors.form ? (
            <p className={styles.formError} role="alert">
              {errors.form.map(message).join(' ')}
            </p>
          ) : null}
          <div className={styles.row}>
            <TextField
              name="name"
              label={t('shell.support.name')}
              errors={errors.name}
              message={message}
              autoComplete="name"
            />
            <TextField
              name="email"
              type="email"
              label={t('shell.support.emailField')}
              errors={errors.email}
              message={message}
              autoComplete="email"
            />
          </div>
          <TextField
            name="subject"
            label={t('shell.support.subject')}
            errors={errors.subject}
            message={message}
          />
          <TextField
            name="message"
            label={t('shell.support.message')}
            errors={errors.message}
            message={message}
            hint={t('shell.support.messageHint')}
            multiline
          />
          <Button type="submit" variant="primary" size="lg" disabled={status === 'sending'}>
            {status === 'sending' ? t('shell.support.sending') : t('shell.support.send')}
          </Button>
        </form>
      )}
    </Dialog>
  )
}

/** One field of the contact form on the kit's frame; uncontrolled, read from the form on submit. */
function TextField({
  name,
  label,
  errors,
  message,
  type = 'text',
  multiline = false,
  autoComplete,
  hint,
}: {
  name: Field
  label: string
  errors: string[] | undefined
  message: (text: string) => string
  type?: string
  multiline?: boolean
  autoComplete?: string
  hint?: string
}) {
  const error = errors && errors.length > 0 ? errors.map(message).join(' ') : null
  return (
    <FieldFrame id={`support-${name}`} label={label} hint={hint} error={error} required>
      {(aria) =>
        multiline ? (
          <textarea {...aria} name={name} required className={FIELD_CONTROL_CLASS} rows={5} />
        ) : (
          <input
            {...aria}
            name={name}
            type={type}
            required
            className={FIELD_CONTROL_CLASS}
            autoComplete={autoComplete}
          />
        )
      }
    </FieldFrame>
  )
}
