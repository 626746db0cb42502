// The player's language (spec 1 §1): saved with PATCH /api/player/update_locale, then the same page
// opens under the new locale's path.
import { type Locale, languageSwitchHref } from '@croupier/rules/locale'
import { type FormEvent, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { emit } from '../../../lib/events'
import { LANGUAGE_NAMES, SELECTABLE_LOCALES } from '../../../lib/language-names'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { GLYPHS } from '../../../ui/account-glyphs'
import { Button } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { SelectField } from '../../../ui/field'
import panel from '../../../ui/panel.module.css'
import { saveLocale } from '../api/profile-api'

export function LanguageCard() {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const navigate = useNavigate()
  const location = useLocation()
  const [choice, setChoice] = useState<Locale>(locale)
  const [saving, setSaving] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (choice === locale) return
    setSaving(true)
    try {
      await saveLocale(choice)
      await navigate(`${languageSwitchHref(choice, location.pathname)}${location.search}`)
    } catch {
      emit('toast', { text: t('profile.language.failed'), kind: 'error' })
    } finally {
      setSaving(false)
    }
  }

  return (
    <Card
      id="language"
      icon={GLYPHS.language}
      title={t('profile.language.title')}
      description={t('profile.language.description')}
    >
      <form className={panel.inline} onSubmit={submit}>
        <SelectField
          id="profile-locale"
          label={t('profile.language.label')}
          value={choice}
          onValueChange={(value) => setChoice(value as Locale)}
          options={SELECTABLE_LOCALES.map((option) => ({ value: option, label: LANGUAGE_NAMES[option] }))}
        />
        <Button
          type="submit"
          variant="secondary"
          className={panel.inlineButton}
          disabled={saving || choice === locale}
        >
          {saving ? t('profile.language.saving') : t('profile.language.save')}
        </Button>
      </form>
    </Card>
  )
}
