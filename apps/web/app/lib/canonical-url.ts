// One spelling per page URL (spec 1 §1, §2): trailing and repeated slashes are stripped, and the
// default locale has no prefix, so /en/pokies is /pokies. server.ts answers other spellings with 301.
import { DEFAULT_LOCALE, splitLocalePath } from '@croupier/rules/locale'
import { stripTrailingSlash } from '@croupier/rules/routing'

/** The permanent redirect target for a request path, or null when the path is already canonical. */
export function canonicalRedirect(pathname: string, search: string): string | null {
  let path = stripTrailingSlash(pathname)
  const split = splitLocalePath(path)
  if (split.hasPrefix && split.locale === DEFAULT_LOCALE) path = split.path
  return path === pathname ? null : `${path}${search}`
}
