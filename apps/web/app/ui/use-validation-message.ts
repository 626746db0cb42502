// Validation message keys (spec 1 §5, VALIDATION.*) as text from the shared catalog. A key the
// catalog lacks still reads sensibly, and a plain sentence from another platform is shown as it is.
import { useCallback } from 'react'
import { useTranslation } from '../lib/translate'

const MESSAGE_KEY = /^[A-Z][A-Z0-9_]*(\.[A-Z0-9_]+)+$/

export function useValidationMessage(): (key: string, params?: Record<string, unknown>) => string {
  const { t } = useTranslation()
  return useCallback(
    (key: string, params?: Record<string, unknown>) =>
      MESSAGE_KEY.test(key) ? t(key, { ...params, defaultValue: t('profile.validation.fallback') }) : key,
    [t],
  )
}
