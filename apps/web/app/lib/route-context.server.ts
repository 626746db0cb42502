// What a route loader needs from the root's resolution (locale, licence, country, bettingUrl…) and a
// translator for <head> texts. Shares the root loader's resolution through the load context
// (resolveRootOnce), so a page costs no second round of platform calls.
import { type Locale, splitLocalePath } from '@croupier/rules/locale'
import { createI18n } from './i18n'
import { loadServerMessages } from './messages.server'
import { resolveRootOnce } from './shell.server'
import type { ShellContext } from './shell-context'
import type { TFunction } from './translate'

export interface RouteContext {
  /** null when the root answers with a redirect (the page is not rendered then). */
  shell: ShellContext | null
  locale: Locale
  t: TFunction
}

export async function routeContext(request: Request, context: unknown): Promise<RouteContext> {
  const resolution = await resolveRootOnce(request, context)
  const shell = resolution.kind === 'data' ? resolution.data.shell : null
  const locale = shell?.locale ?? splitLocalePath(new URL(request.url).pathname).locale
  // The root embeds the catalog on document requests only; client navigations read the cached one.
  const messages =
    resolution.kind === 'data' && resolution.data.messages
      ? resolution.data.messages
      : (await loadServerMessages(locale)).messages
  return { shell, locale, t: createI18n(locale, messages).t }
}
