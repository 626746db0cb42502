// One player field (spec 1 §3) as its control: text, email, password, phone, DD/MM/YYYY date,
// country and currency selects (currencies grouped fiat and crypto), gender and check boxes.

import { localizePath } from '@croupier/rules/locale'
import { MIN_AGE, MIN_AGE_ESTONIA } from '@croupier/rules/validation'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { CheckboxField } from '../../../ui/checkbox-field'
import { SelectField, TextField } from '../../../ui/field'
import type { PlayerForm } from '../hooks/use-player-form'
import type { FormField, FormValue } from '../model/player-form'
import { countryOptions, type RegistrationInfo } from '../model/registration-info'

const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  email: 'email',
  password: 'new-password',
  password_confirmation: 'new-password',
  nickname: 'nickname',
  first_name: 'given-name',
  last_name: 'family-name',
  date_of_birth: 'bday',
  country: 'country',
  city: 'address-level2',
  address: 'street-address',
  postal_code: 'postal-code',
  state: 'address-level1',
  mobile_phone: 'tel',
  gender: 'sex',
}

const TERMS_PATH = '/terms-and-conditions' // spec 1 §2 static page

export interface PlayerFieldInputProps {
  field: FormField
  value: FormValue | undefined
  errors: readonly string[] | undefined
  onChange: (name: string, value: FormValue) => void
  onBlur: (name: string) => void
  info: Pick<RegistrationInfo, 'countries'> & Partial<Pick<RegistrationInfo, 'currencies'>>
  autoFocus?: boolean
}

export function PlayerFieldInput({
  field,
  value,
  errors,
  onChange,
  onBlur,
  info,
  autoFocus,
}: PlayerFieldInputProps) {
  const { t } = useTranslation()
  const shell = useShellContext()
  const { name } = field
  const label = t(`auth.fields.${name}`, { defaultValue: name.replace(/_/g, ' ') })
  const text = typeof value === 'string' ? value : ''
  const common = {
    name,
    errors,
    required: field.required,
    onBlur: () => onBlur(name),
  }

  if (field.type === 'boolean') {
    return (
      <CheckboxField
        name={name}
        errors={errors}
        required={field.required}
        checked={value === true}
        onValueChange={(checked) => {
          onChange(name, checked)
          onBlur(name)
        }}
        label={<BooleanLabel name={name} estonia={shell.licence === 'EE'} locale={shell.locale} />}
      />
    )
  }
  if (field.type === 'country') {
    return (
      <SelectField
        layout="dialog"
        {...common}
        label={label}
        value={text}
        onValueChange={(next) => onChange(name, next)}
        placeholder={t('auth.fields.choose')}
        options={countryOptions(info.countries, shell.locale)}
        autoComplete="country"
      />
    )
  }
  if (field.type === 'currency') {
    const currencies = info.currencies?.currencies ?? []
    const option = (code: string) => ({ value: code, label: code })
    return (
      <SelectField
        layout="dialog"
        {...common}
        label={label}
        value={text}
        onValueChange={(next) => onChange(name, next)}
        hint={t('auth.hints.currency')}
        groups={[
          {
            label: t('auth.currencyGroups.fiat'),
            options: currencies.filter((c) => c.fiat).map((c) => option(c.code)),
          },
          {
            label: t('auth.currencyGroups.crypto'),
            options: currencies.filter((c) => !c.fiat).map((c) => option(c.code)),
          },
        ]}
      />
    )
  }
  if (field.type === 'select') {
    return (
      <SelectField
        layout="dialog"
        {...common}
        label={label}
        value={text}
        onValueChange={(next) => onChange(name, next)}
        placeholder={t('auth.fields.choose')}
        options={(field.options ?? []).map((option) => ({
          value: option,
          label: t(`auth.options.${name}.${option}`, { defaultValue: option }),
        }))}
        autoComplete={AUTOCOMPLETE[name]}
      />
    )
  }

  const inputType =
    field.type === 'email'
      ? 'email'
      : field.type === 'password'
        ? 'password'
        : field.type === 'phone'
          ? 'tel'
          : 'text'
  const hint: ReactNode =
    field.type === 'date'
      ? t('auth.hints.date_of_birth', { age: shell.licence === 'EE' ? MIN_AGE_ESTONIA : MIN_AGE })
      : t(`auth.hints.${name}`, { defaultValue: '' }) || undefined
  return (
    <TextField
      layout="dialog"
      {...common}
      label={label}
      type={inputType}
      value={text}
      onValueChange={(next) => onChange(name, next)}
      autoComplete={AUTOCOMPLETE[name]}
      inputMode={field.type === 'date' ? 'numeric' : field.type === 'phone' ? 'tel' : undefined}
      placeholder={field.type === 'date' ? t('auth.placeholders.date') : undefined}
      hint={hint}
      autoFocus={autoFocus}
    />
  )
}

function BooleanLabel({
  name,
  estonia,
  locale,
}: {
  name: string
  estonia: boolean
  locale: Parameters<typeof localizePath>[0]
}) {
  const { t } = useTranslation()
  if (name === 'terms_acceptance') {
    // "I accept the <terms>Terms and Conditions</terms>": the tagged part becomes the link.
    const [before = '', linked = '', after = ''] = t('auth.fields.terms_acceptance').split(/<\/?terms>/)
    return (
      <>
        {before}
        <Link to={localizePath(locale, TERMS_PATH)} target="_blank" rel="noopener">
          {linked}
        </Link>
        {after}
      </>
    )
  }
  if (name === 'age_acceptance')
    return <>{t('auth.fields.age_acceptance', { age: estonia ? MIN_AGE_ESTONIA : MIN_AGE })}</>
  return <>{t(`auth.fields.${name}`, { defaultValue: name.replace(/_/g, ' ') })}</>
}

/** Every field of a player form, in order; the first takes focus (registration, personal details). */
export function PlayerFieldList({
  fields,
  form,
  info,
}: {
  fields: readonly FormField[]
  form: Pick<PlayerForm, 'values' | 'errorsOf' | 'setValue' | 'touch'>
  info: PlayerFieldInputProps['info']
}) {
  return (
    <>
      {fields.map((field, index) => (
        <PlayerFieldInput
          key={field.name}
          field={field}
          value={form.values[field.name]}
          errors={form.errorsOf(field.name)}
          onChange={form.setValue}
          onBlur={form.touch}
          info={info}
          autoFocus={index === 0}
        />
      ))}
    </>
  )
}
