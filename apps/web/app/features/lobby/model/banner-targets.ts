// Banners whose call to action leads nowhere are not shown (ADR 024): a banner for a tournament
// whose page is not built yet would only promise a 404.
import type { Banner } from '@croupier/contract/config/get-banners-config'

/** Banners without a button, or whose button leads to a page that exists. */
export function withBuiltTargets(banners: readonly Banner[], isBuilt: (href: string) => boolean): Banner[] {
  return banners.filter((banner) => !banner.button || isBuilt(banner.button.url))
}
