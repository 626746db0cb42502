// The game page's loader work (spec 1 §2 game item, §4 random game; spec 2 §2.1, §2.8, §4, §5):
// restricted-region guests are blocked; the game is looked up by producer and seo title; real play
// needs a signed-in player (a guest goes to registration and comes back), limits are checked first,
// the unsupported currency shows its message, and the provider context's missing profile fields
// force the profile-completion popup before the launch (not for demo).
import * as api from '@croupier/contract/api.generated'
import type { Game } from '@croupier/contract/catalogue/game'
import { deviceFromUserAgent } from '@croupier/rules/device'
import { canOpenPage } from '@croupier/rules/geo'
import { isPlayLimitReached } from '@croupier/rules/limits'
import { localizePath, splitLocalePath } from '@croupier/rules/locale'
import {
  findLaunchableGame,
  isGameCurrencySupported,
  missingProviderFields,
  playModeOf,
  playPath,
} from '@croupier/rules/play'
import { redirectForGuard } from '@croupier/rules/routing'
import { data, redirect } from 'react-router'
import { logError } from '../../lib/log'
import type { PageMeta } from '../../lib/meta'
import { isNoSuchPage } from '../../lib/platform-client'
import { cachedPlatformGet, platformFor } from '../../lib/platform-client.server'
import { routeContext } from '../../lib/route-context.server'
import type { ShellPlayer } from '../../lib/shell-context'
import type { PlayPageData } from './model/play-page-data'

/** Where a reached limit sends the player (spec 1 §2). */
export const PROFILE_LIMITS_PATH = '/profile/limits'

export interface PlayLimits {
  /** At least one limit that blocks play is reached (spec 1 §4 "Limit reached"). */
  reached: boolean
}

/**
 * spec 1 §2: a signed-in player opening a game has their limits loaded first (GET /api/user_limits);
 * when one is reached they go to profile limits. A reached deposit limit does not stop play (spec 1
 * §4: tracked separately); cooling-off and self-exclusion always count. When the limits cannot be
 * loaded the game opens: the platform refuses a launch or a bet a limit forbids anyway.
 */
export async function loadPlayLimits(request: Request, player: ShellPlayer): Promise<PlayLimits> {
  if (player.responsible_gaming?.restriction) return { reached: true }
  const limits = await platformFor(request).callOrNull(api.getUserLimits)
  return { reached: limits ? isPlayLimitReached(limits, player.currency) : false }
}

type Loaded = PlayPageData | null

const notFound = (meta: PageMeta) => data({ meta }, { status: 404 })

async function findRandomGame(request: Request, player: ShellPlayer | null): Promise<Game | null> {
  return findLaunchableGame(
    // The visitor's catalogue: a phone never lands on a desktop-only game.
    () =>
      platformFor(request).callOrNull(api.getRandomGame, {
        query: { device: deviceFromUserAgent(request.headers.get('user-agent')) },
      }),
    // A guest can only play a demo; a player needs their currency or a demo.
    (game) =>
      player === null
        ? game.has_demo_mode
        : game.has_demo_mode || isGameCurrencySupported(game.currencies, player.currency),
  )
}

export async function loadPlayPage(
  request: Request,
  params: { producer?: string; name?: string },
  context: unknown,
): Promise<Loaded> {
  const { shell, locale, t } = await routeContext(request, context)
  if (!shell) return null
  const url = new URL(request.url)
  const player = shell.player

  // spec 1 §2: restricted-region guests cannot open game pages.
  if (!canOpenPage('game', { restriction: shell.geoRestriction, isLoggedIn: player !== null })) {
    return { kind: 'restricted', meta: { title: t('play.errors.restrictedTitle'), noindex: true } }
  }

  if (!params.producer || !params.name) {
    const game = await findRandomGame(request, player)
    if (!game) {
      logError('RANDOM_GAME_NOT_FOUND', 'no launchable random game', { path: url.pathname })
      return { kind: 'no-random-game', meta: { title: t('play.randomMetaTitle'), noindex: true } }
    }
    const mode =
      player !== null && isGameCurrencySupported(game.currencies, player.currency) ? 'real' : 'demo'
    throw redirect(localizePath(locale, playPath(game, mode)))
  }

  let game: Game | null
  try {
    game = await platformFor(request).call(api.getGame, {
      params: { provider: params.producer, slug: params.name },
    })
  } catch (error) {
    if (isNoSuchPage(error)) throw notFound({ title: t('pages.notFound.metaTitle'), noindex: true })
    console.error('LOAD_GAME_ERROR', error instanceof Error ? error.message : error)
    throw data({ meta: { title: t('pages.oops.metaTitle'), noindex: true } }, { status: 503 })
  }
  if (!game) throw notFound({ title: t('pages.notFound.metaTitle'), noindex: true })

  const mode = playModeOf(url.searchParams.get('mode'), {
    isLoggedIn: player !== null,
    hasDemoMode: game.has_demo_mode,
  })
  let missingFields: string[] = []
  let currencyUnsupported: string | null = null
  if (mode === 'real') {
    // spec 2 §4: game play requires login, else registration (and back here after it).
    if (!player) {
      const target = redirectForGuard({
        guard: 'auth',
        isLoggedIn: false,
        fullPath: `${url.pathname}${url.search}`,
        locale: splitLocalePath(url.pathname).locale,
      })
      if (target) throw redirect(target)
      return null
    }
    const limits = await loadPlayLimits(request, player)
    if (limits.reached) throw redirect(localizePath(locale, PROFILE_LIMITS_PATH))
    if (!isGameCurrencySupported(game.currencies, player.currency)) currencyUnsupported = player.currency
    const fields = await cachedPlatformGet(api.getPlayerFields)
    missingFields = fields ? missingProviderFields(fields.contexts, game.provider, player) : []
  }

  const vars = { title: game.title, provider: game.provider_name, rtp: game.rtp }
  return {
    kind: 'game',
    meta: { title: t('play.metaTitle', vars), description: t('play.metaDescription', vars) },
    game: {
      identifier: game.identifier,
      title: game.title,
      provider: game.provider,
      provider_name: game.provider_name,
      seo_title: game.seo_title,
      has_demo_mode: game.has_demo_mode,
      kind: game.kind,
      rtp: game.rtp,
      devices: game.devices,
    },
    mode,
    paths: {
      demo: game.has_demo_mode ? localizePath(locale, playPath(game, 'demo')) : null,
      real: localizePath(locale, playPath(game, 'real')),
    },
    currencyUnsupported,
    missingFields,
  }
}
