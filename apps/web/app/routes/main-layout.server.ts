// Data the chrome needs beyond ShellContext: the operator's contacts, navigation, promotion page
// switches and providers. All public and cached in the web process; a failed call leaves its part empty.
// The menu arrives limited to built pages (ADR 024), so the browser needs no list of them.
import * as api from '@croupier/contract/api.generated'
import { BRAND_AWARDS } from '../lib/awards'
import { builtMenuItems } from '../lib/built-pages'
import type { ChromeData } from '../lib/chrome-data'
import { cachedPlatformGet } from '../lib/platform-client.server'
import { resolveRootOnce } from '../lib/shell.server'

export async function loadChrome(request: Request, context: unknown): Promise<ChromeData> {
  const [root, project, menu, promotionPages, providers] = await Promise.all([
    resolveRootOnce(request, context),
    cachedPlatformGet(api.getProject),
    cachedPlatformGet(api.getMenuCategoriesGames),
    cachedPlatformGet(api.getManagePromotionPages),
    cachedPlatformGet(api.getProvidersConfig),
  ])
  // The visitor's static pages: a reg-only page counts as built for a signed-in player only.
  const staticPaths = root.kind === 'data' ? root.data.shell.staticPages.map((page) => page.path) : []
  return {
    project,
    menu: builtMenuItems(menu?.items ?? [], staticPaths),
    promotionPages: promotionPages?.pages ?? {},
    providers: providers?.providers ?? {},
    awards: [...BRAND_AWARDS],
  }
}
