// Data the chrome needs beyond ShellContext: the operator's contacts, navigation, promotion page
// switches and providers. All public and cached in the web process; a failed call leaves its part empty.
import type { ManagePromotionPages } from '@croupier/contract/config/get-manage-promotion-pages'
import type { MenuCategoriesGames } from '@croupier/contract/config/get-menu-categories-games'
import type { ProvidersConfig } from '@croupier/contract/config/get-providers-config'
import type { Project } from '@croupier/contract/info/get-project'
import { cachedPlatformGet } from '../lib/platform.server'
import { BRAND_AWARDS } from '../shell/awards'
import type { ChromeData } from '../shell/chrome-data'

export async function loadChrome(): Promise<ChromeData> {
  const [project, menu, promotionPages, providers] = await Promise.all([
    cachedPlatformGet<Project>('/api/info/project'),
    cachedPlatformGet<MenuCategoriesGames>('/api/fe/config/menu-categories-games'),
    cachedPlatformGet<ManagePromotionPages>('/api/fe/config/manage-promotion-pages'),
    cachedPlatformGet<ProvidersConfig>('/api/fe/config/providers-config'),
  ])
  return {
    project,
    menu: menu?.items ?? [],
    promotionPages: promotionPages?.pages ?? {},
    providers: providers?.providers ?? {},
    awards: [...BRAND_AWARDS],
  }
}
