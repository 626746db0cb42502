// The jackpot page's data (spec 2 §2.7, ADR 041): the pools in the viewer's currency (EUR for a
// guest) and the latest and biggest jackpot wins.
import * as api from '@croupier/contract/api.generated'
import type { Jackpot } from '@croupier/contract/catalogue/get-jackpots'
import type { JackpotWin } from '@croupier/contract/jackpots/jackpot-win'
import { platformFor } from '../../lib/platform-client.server'
import type { ShellContext } from '../../lib/shell-context'
import { poolsFor } from './model/jackpot-view'

export const JACKPOT_PAGE_WINS = 10

export type JackpotsLoad =
  | { kind: 'ok'; pools: Jackpot[]; latest: JackpotWin[]; biggest: JackpotWin[]; currency: string }
  | { kind: 'failed' }

export async function loadJackpots(request: Request, shell: ShellContext | null): Promise<JackpotsLoad> {
  const client = platformFor(request)
  const currency = shell?.player?.currency ?? 'EUR'
  const [jackpots, latest, biggest] = await Promise.all([
    client.callOrNull(api.getJackpots),
    client.callOrNull(api.getJackpotWins, { query: { order: 'latest', limit: JACKPOT_PAGE_WINS } }),
    client.callOrNull(api.getJackpotWins, { query: { order: 'biggest', limit: JACKPOT_PAGE_WINS } }),
  ])
  if (!jackpots) return { kind: 'failed' }
  return {
    kind: 'ok',
    // The mystic jackpots have their own page (/mystic-jackpots).
    pools: poolsFor(
      jackpots.jackpots.filter((pool) => !pool.mystic),
      currency,
    ),
    latest: latest?.wins ?? [],
    biggest: biggest?.wins ?? [],
    currency,
  }
}
