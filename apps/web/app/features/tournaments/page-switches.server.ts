// The operator's page switches for this group of pages (spec 2 §6, manage-promotion-pages): testers
// see a switched-off page anyway.
import * as api from '@croupier/contract/api.generated'
import { groupIdsOf, isTester } from '@croupier/rules/groups'
import { cachedPlatformGet } from '../../lib/platform-client.server'
import type { ShellContext } from '../../lib/shell-context'

/** Whether the page of `slug` is open to this visitor; a slug the config does not name is open. */
export async function pageOpen(shell: ShellContext | null, slug: string): Promise<boolean> {
  const pages = await cachedPlatformGet(api.getManagePromotionPages)
  if (pages?.pages[slug] !== false) return true
  return isTester(groupIdsOf(shell?.player?.statuses))
}
