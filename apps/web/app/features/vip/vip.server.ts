// What the VIP club and the level page load on the server (ADR 040): the public ladder in the
// visitor's currency, and for a player the quarter's progress (null when it failed: the page falls
// back, spec 2 §4) and the level.
import * as api from '@croupier/contract/api.generated'
import type { PlayerLevel } from '@croupier/contract/vip/get-player-level'
import type { Level } from '@croupier/contract/vip/get-vip-levels'
import type { VipProgress } from '@croupier/contract/vip/get-vip-status-progress'
import type { VipStatuses } from '@croupier/contract/vip/get-vip-statuses'
import { currencyForCountry } from '@croupier/rules/currency'
import type { Locale } from '@croupier/rules/locale'
import { cachedPlatformGet, platformFor } from '../../lib/platform-client.server'
import type { ShellContext } from '../../lib/shell-context'

/** The ladder is operator data: shared by every visitor for a minute. */
const LADDER_TTL_MS = 60_000

export interface VipClubData {
  statuses: VipStatuses | null
  /** null for a guest, or when it failed to load (the page shows the fallback). */
  progress: VipProgress | null
}

export function vipCurrency(shell: Pick<ShellContext, 'player' | 'country'>): string {
  return shell.player?.currency ?? currencyForCountry(shell.country)
}

export async function loadVipClub(request: Request, shell: ShellContext): Promise<VipClubData> {
  const currency = vipCurrency(shell)
  const [statuses, progress] = await Promise.all([
    cachedPlatformGet(api.getVipStatuses, { query: { currency } }, LADDER_TTL_MS),
    shell.player ? platformFor(request).callOrNull(api.getVipStatusProgress) : null,
  ])
  return { statuses, progress }
}

export interface LevelData extends VipClubData {
  levels: Level[] | null
  level: PlayerLevel | null
}

export async function loadLevelPage(
  request: Request,
  shell: ShellContext,
  locale: Locale,
): Promise<LevelData> {
  const platform = platformFor(request)
  const [club, levels, level] = await Promise.all([
    loadVipClub(request, shell),
    cachedPlatformGet(api.getVipLevels, { query: { locale } }, LADDER_TTL_MS),
    platform.callOrNull(api.getPlayerLevel, { query: { locale } }),
  ])
  return { ...club, levels: levels?.levels ?? null, level }
}
