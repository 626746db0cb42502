// The chrome's public content of a locale: the visitor's static pages, the footer snippet and the
// logos (spec 1 §3 logo config, spec 2 §3); cached in the process, empty when the platform is down.
import * as api from '@croupier/contract/api.generated'
import { LOGO_ASSET_PATHS, type LogoConfig } from '@croupier/contract/config/get-logo-config'
import type { Locale } from '@croupier/rules/locale'
import { isStaticPageVisible, replaceCurrentYear } from '@croupier/rules/static-pages'
import { cachedPlatformGet } from '../platform-client.server'
import type { ShellContext } from '../shell-context'

const DEFAULT_LOGO: ShellContext['logo'] = { ...LOGO_ASSET_PATHS, alt: 'Croupier' }

export function logoOf(config: LogoConfig | null): ShellContext['logo'] {
  return config ? { full: config.logoUrl.full, mobile: config.logoUrl.mobile, alt: config.alt } : DEFAULT_LOGO
}

export async function loadLocaleContent(
  locale: Locale,
  isLoggedIn: boolean,
  now: number,
): Promise<Pick<ShellContext, 'staticPages' | 'footerSnippet'>> {
  const query = { locale }
  const [pages, footer] = await Promise.all([
    cachedPlatformGet(api.listPages, { query }),
    cachedPlatformGet(api.getSnippet, { params: { key: 'footer' }, query }),
  ])
  return {
    staticPages: (pages?.pages ?? [])
      .filter((page) => isStaticPageVisible(page, isLoggedIn))
      .map(({ path, title, categories }) => ({ path, title, categories })),
    footerSnippet: footer ? replaceCurrentYear(footer.content, new Date(now)) : '',
  }
}
