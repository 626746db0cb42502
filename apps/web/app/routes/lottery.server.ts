// The lottery page's data (ADR 041): the lottery by id or identifier (404 for an unknown one or
// another group's), the viewer's currency, and whether the Rocket Mart sells tickets to them now.
import * as api from '@croupier/contract/api.generated'
import type { Lottery } from '@croupier/contract/lotteries/lottery'
import { groupIdsOf, isTester } from '@croupier/rules/groups'
import { cachedPlatformGet, platformFor } from '../lib/platform-client.server'
import type { ShellContext } from '../lib/shell-context'
import { SHOP_MAINTENANCE_SLUG, SHOP_PAGE_SLUG } from './rocket-mart.server'

export type LotteryLoad =
  | { kind: 'ok'; lottery: Lottery; currency: string; signedIn: boolean; shopOn: boolean }
  | { kind: 'not-found' }
  | { kind: 'failed' }

export async function loadLottery(request: Request, id: string, shell: ShellContext): Promise<LotteryLoad> {
  const player = shell.player
  const [answer, switches] = await Promise.all([
    platformFor(request).tryCall(api.getLottery, { params: { id } }),
    player && shell.flags.compPoints ? cachedPlatformGet(api.getManagePromotionPages) : null,
  ])
  if (!answer.ok) return answer.failure.kind === 'not-found' ? { kind: 'not-found' } : { kind: 'failed' }
  const pages = switches?.pages ?? {}
  // The shop's own conditions (routes/rocket-mart.server.ts): comp points on, page on or a tester.
  const shopOn =
    player !== null &&
    shell.flags.compPoints &&
    pages[SHOP_MAINTENANCE_SLUG] !== true &&
    (pages[SHOP_PAGE_SLUG] === true || isTester(groupIdsOf(player.statuses)))
  return {
    kind: 'ok',
    lottery: answer.data,
    currency: player?.currency ?? 'EUR',
    signedIn: player !== null,
    shopOn,
  }
}
