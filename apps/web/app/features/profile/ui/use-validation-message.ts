// Validation message keys (spec 1 §5, VALIDATION.*) as text. The shared catalog holds the texts;
// a key it lacks, or a plain sentence from another platform, still reads sensibly.
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

const MESSAGE_KEY = /^[A-Z][A-Z0-9_]*(\.[A-Z0-9_]+)+$/

export function useValidationMessage(): (key: string, params?: Record<string, unknown>) => string {
  const { t } = useTranslation()
  return useCallback(
    (key: string, params?: Record<string, unknown>) => {
      if (!MESSAGE_KEY.test(key)) return key
      return t(key, { ...params, defaultValue: t(`profile.validation.${key}`, { ...params, defaultValue: t('profile.validation.fallback') }) })
    },
    [t],
  )
}
