// Picks the text of a locale from a per-locale record along the locale's fallback chain.
import type { LocalisedTextSchema } from '@croupier/contract/primitives'
import { DEFAULT_LOCALE, type Locale, localeFallbackChain } from '@croupier/rules/locale'
import type { z } from 'zod'

type LocalisedText = z.infer<typeof LocalisedTextSchema>

export function pickLocalised(texts: LocalisedText, locale: Locale): string {
  for (const candidate of localeFallbackChain(locale)) {
    const text = texts[candidate]
    if (text !== undefined) return text
  }
  return texts[DEFAULT_LOCALE] ?? Object.values(texts)[0] ?? ''
}
