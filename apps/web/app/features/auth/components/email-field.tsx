// The email field of the auth screens: one label, keyboard and autofill hint everywhere.
import { useTranslation } from '../../../lib/translate'
import { TextField } from '../../../ui/field'

export function EmailField({
  value,
  onValueChange,
  errors,
  autoComplete = 'email',
  autoFocus,
}: {
  value: string
  onValueChange: (value: string) => void
  errors?: readonly string[] | undefined
  autoComplete?: string
  autoFocus?: boolean
}) {
  const { t } = useTranslation()
  return (
    <TextField
      layout="dialog"
      name="email"
      type="email"
      label={t('auth.fields.email')}
      value={value}
      onValueChange={onValueChange}
      errors={errors}
      autoComplete={autoComplete}
      inputMode="email"
      required
      autoFocus={autoFocus}
    />
  )
}
