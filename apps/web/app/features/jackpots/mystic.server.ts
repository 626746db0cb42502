// The mystic jackpot pages' data (spec 1 §2 `/{identifier}`, spec 2 §2.1; ADR 041): open while the
// mysticJackpots flag is on and the `mystic-jackpots` page switch allows it (testers see it anyway).
import * as api from '@croupier/contract/api.generated'
import type { Jackpot } from '@croupier/contract/catalogue/get-jackpots'
import type { JackpotDetail } from '@croupier/contract/jackpots/get-jackpot'
import type { JackpotWin } from '@croupier/contract/jackpots/jackpot-win'
import { groupIdsOf, isTester } from '@croupier/rules/groups'
import { cachedPlatformGet, platformFor } from '../../lib/platform-client.server'
import type { ShellContext } from '../../lib/shell-context'
import { JACKPOT_PAGE_WINS } from './jackpots.server'
import { poolsFor } from './model/jackpot-view'

export const MYSTIC_PAGE_SLUG = 'mystic-jackpots'

export async function mysticOpen(shell: ShellContext | null): Promise<boolean> {
  if (!shell?.flags.mysticJackpots) return false
  const pages = await cachedPlatformGet(api.getManagePromotionPages)
  return pages?.pages[MYSTIC_PAGE_SLUG] !== false || isTester(groupIdsOf(shell.player?.statuses))
}

/** The mystic pools in the viewer's currency; null when the page is closed or the platform failed. */
export async function loadMysticList(
  request: Request,
  shell: ShellContext | null,
): Promise<Jackpot[] | null> {
  if (!(await mysticOpen(shell))) return null
  const answer = await platformFor(request).callOrNull(api.getJackpots)
  if (!answer) return null
  return poolsFor(
    answer.jackpots.filter((pool) => pool.mystic),
    shell?.player?.currency ?? 'EUR',
  )
}

export interface MysticPage {
  detail: JackpotDetail
  pool: Jackpot
  wins: JackpotWin[]
}

/** A mystic jackpot's page for a one-segment path, or null so the CMS page lookup goes on. */
export async function loadMysticPage(
  request: Request,
  shell: ShellContext | null,
  slug: string,
): Promise<MysticPage | null> {
  if (slug.includes('/') || !(await mysticOpen(shell))) return null
  // The identifiers change only with the seed: a cached list keeps CMS pages from paying a call.
  const known = await cachedPlatformGet(api.getJackpots)
  if (!known?.jackpots.some((pool) => pool.mystic && pool.identifier === slug)) return null
  const client = platformFor(request)
  const [detail, wins] = await Promise.all([
    client.callOrNull(api.getJackpot, { params: { identifier: slug } }),
    client.callOrNull(api.getJackpotWins, {
      query: { order: 'latest', limit: JACKPOT_PAGE_WINS, jackpot: slug },
    }),
  ])
  const pool = detail ? poolsFor(detail.pools, shell?.player?.currency ?? 'EUR')[0] : undefined
  if (!detail || !pool) return null
  return { detail, pool, wins: wins?.wins ?? [] }
}
