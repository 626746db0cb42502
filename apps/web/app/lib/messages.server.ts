// The root loader's message catalog: the same /messages/{locale}.json?v= the browser would load,
// fetched from the platform and cached in the web process for one cache bucket.
import * as api from '@croupier/contract/api.generated'
import type { Locale } from '@croupier/rules/locale'
import { MESSAGES_CACHE_BUCKET_MS } from '@croupier/rules/ui-timing'
import { fetchMessages, type LoadedMessages } from './i18n'
import { cachedPlatformGet } from './platform-client.server'

export async function loadServerMessages(locale: Locale, now = Date.now()): Promise<LoadedMessages> {
  const loaded = await fetchMessages(
    locale,
    (request) => cachedPlatformGet(api.getMessages, request, MESSAGES_CACHE_BUCKET_MS),
    now,
    // cachedPlatformGet has already logged the failed call by name.
    () => undefined,
  )
  if (!loaded) console.error('LOAD_MESSAGES_ERROR', `no message catalog for ${locale} or its fallbacks`)
  return loaded ?? { locale, messages: {} }
}
