// The locale a request asks for: the first language of its Accept-Language header that the product
// knows (spec 1 §1 locales), for texts the platform answers in the viewer's language.
import { normaliseLocale } from '@croupier/rules/locale'

export function acceptLanguageLocale(header: string | string[] | undefined) {
  const value = Array.isArray(header) ? header[0] : header
  for (const part of (value ?? '').split(',')) {
    const locale = normaliseLocale(part.split(';')[0])
    if (locale) return locale
  }
  return undefined
}
