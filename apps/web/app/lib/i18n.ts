// Messages and the translator (lib/translate.tsx). A catalog is `{ namespace: { key: text } }`, read as
// t('header.login'). The server loads it in the root loader and embeds it for hydration; the
// browser loads the next locale's catalog before a navigation that changes locale commits, so texts
// never flash (spec 1 §1 "the locale is loaded before each navigation", §7; spec 2 §5).
import * as api from '@croupier/contract/api.generated'
import type { Messages } from '@croupier/contract/i18n/get-messages'
import { type Locale, localeFallbackChain } from '@croupier/rules/locale'
import { messagesCacheBucket } from '@croupier/rules/ui-timing'
import { logError } from './log'
import { createTranslator, type Translator } from './translate'

export type { Messages }

export interface MessagesRequest {
  params: { locale: Locale }
  query: { v: string }
}

/** The catalog call of a locale, with its 5-minute cache bucket `v` (spec 1 §7). */
export function messagesRequest(locale: Locale, now: number): MessagesRequest {
  return { params: { locale }, query: { v: String(messagesCacheBucket(now)) } }
}

export interface LoadedMessages {
  /** The locale whose file answered; a fallback when the asked one is missing (spec 2 §5). */
  locale: Locale
  messages: Messages
}

/**
 * Tries the locale, then en-AU, then en (localeFallbackChain). Each failure is reported, so a
 * missing file is logged even when a fallback saves the page (spec 2 §8 "message load failure logged").
 */
export async function fetchMessages(
  locale: Locale,
  load: (request: MessagesRequest) => Promise<Messages | null>,
  now: number,
  onFailure: (locale: Locale, error: unknown) => void,
): Promise<LoadedMessages | null> {
  for (const candidate of localeFallbackChain(locale)) {
    try {
      const messages = await load(messagesRequest(candidate, now))
      if (messages && typeof messages === 'object') return { locale: candidate, messages }
      onFailure(candidate, new Error('empty message catalog'))
    } catch (error) {
      onFailure(candidate, error)
    }
  }
  return null
}

/** One translator per render tree (request on the server, locale in the browser), never shared. */
export function createI18n(locale: Locale, messages: Messages): Translator {
  return createTranslator(locale, messages)
}

const browserCatalogs = new Map<Locale, Messages>()

/** The hydrated catalog is kept so that switching back to a locale costs nothing. */
export function rememberMessages(locale: Locale, messages: Messages): void {
  browserCatalogs.set(locale, messages)
}

/** Browser: the catalog of `locale` from memory or /messages, with the fallback chain; {} if all fail. */
export async function loadBrowserMessages(locale: Locale): Promise<Messages> {
  const known = browserCatalogs.get(locale)
  if (known) return known
  const loaded = await fetchMessages(
    locale,
    async (request) => {
      const { call } = await import('./platform-client')
      return call(api.getMessages, request)
    },
    Date.now(),
    (failed, error) => logError('LOAD_MESSAGES_ERROR', error, { locale: failed }),
  )
  const messages = loaded?.messages ?? {}
  if (loaded) browserCatalogs.set(locale, messages)
  return messages
}
