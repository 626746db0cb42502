// Each language is offered in its own name (an autonym), so it is never translated.
import { isPlaceholderLocale, LOCALES, type Locale } from '@croupier/rules/locale'

export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  de: 'Deutsch',
  'en-AU': 'English (Australia)',
  'en-CA': 'English (Canada)',
  'fr-CA': 'Français (Canada)',
  'en-NZ': 'English (New Zealand)',
  no: 'Norsk',
  it: 'Italiano',
  'en-KW': 'English (Kuwait)',
}

/** Locales offered in the language select: every locale but the en-KW placeholder (spec 1 §1). */
export const SELECTABLE_LOCALES: readonly Locale[] = LOCALES.filter((locale) => !isPlaceholderLocale(locale))
