// The promotions page's data (spec 2 §4, ADR 041): tournaments and lotteries the viewer may see,
// split into active, future and archive after the operator's page switches (testers see all).
import * as api from '@croupier/contract/api.generated'
import { groupIdsOf, isTester } from '@croupier/rules/groups'
import { cachedPlatformGet, platformFor } from '../../lib/platform-client.server'
import type { ShellContext } from '../../lib/shell-context'
import { promotionSections } from './model/promotion-items'

export type PromotionsLoad =
  | { kind: 'ok'; sections: ReturnType<typeof promotionSections> }
  | { kind: 'failed' }

export async function loadPromotions(request: Request, shell: ShellContext | null): Promise<PromotionsLoad> {
  const client = platformFor(request)
  const [tournaments, lotteries, switches] = await Promise.all([
    client.callOrNull(api.getTournaments, { query: {} }),
    client.callOrNull(api.getLotteries, { query: {} }),
    cachedPlatformGet(api.getManagePromotionPages),
  ])
  if (tournaments === null && lotteries === null) return { kind: 'failed' }
  const tester = isTester(groupIdsOf(shell?.player?.statuses))
  return {
    kind: 'ok',
    sections: promotionSections(
      tournaments ?? [],
      lotteries ?? [],
      switches?.pages ?? {},
      tester,
      new Date(),
    ),
  }
}
