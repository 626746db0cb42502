// Player endpoints (spec 1 §7 Player): profile, stats, subscriptions, locale, groups, two-factor.
// Every one answers for the session's player only: no route takes a player id.
import { addGroups } from '@croupier/contract/player/add-groups'
import { disableTwoFactor } from '@croupier/contract/player/disable-two-factor'
import { enableTwoFactor } from '@croupier/contract/player/enable-two-factor'
import { getPlayer } from '@croupier/contract/player/get-player'
import { getPlayerStats } from '@croupier/contract/player/get-player-stats'
import { getSubscriptions } from '@croupier/contract/player/get-subscriptions'
import { getTwoFactor } from '@croupier/contract/player/get-two-factor'
import { updateLocale } from '@croupier/contract/player/update-locale'
import { updatePlayer } from '@croupier/contract/player/update-player'
import { updateSubscriptions } from '@croupier/contract/player/update-subscriptions'
import type { FastifyInstance } from 'fastify'
import { PRIVATE_NO_STORE, setCacheControl } from '../../http/cache.ts'
import { route } from '../../http/route.ts'
import { currentSession, requirePlayer } from '../session/session.http.ts'
import * as player from './player.service.ts'
import * as twoFactor from './two-factor.service.ts'

export function registerPlayerRoutes(app: FastifyInstance): void {
  const { db } = app.deps
  const guarded = { onRequest: requirePlayer }
  const playerId = async (request: Parameters<typeof currentSession>[0]) =>
    (await currentSession(request)).playerId

  route(
    app,
    getPlayer,
    async ({ request, reply }) => {
      setCacheControl(reply, PRIVATE_NO_STORE)
      return player.getPlayer(db, await playerId(request), app.clock())
    },
    guarded,
  )

  route(
    app,
    updatePlayer,
    async ({ body, request }) => player.updatePlayer(db, await currentSession(request), body, app.clock()),
    guarded,
  )

  route(
    app,
    getPlayerStats,
    async ({ request, reply }) => {
      setCacheControl(reply, PRIVATE_NO_STORE)
      return player.getStats(db, await playerId(request))
    },
    guarded,
  )

  route(
    app,
    getSubscriptions,
    async ({ request, reply }) => {
      setCacheControl(reply, PRIVATE_NO_STORE)
      return player.getSubscriptions(db, await playerId(request))
    },
    guarded,
  )

  route(
    app,
    updateSubscriptions,
    async ({ body, request }) =>
      player.setSubscriptions(db, await playerId(request), body.receive_promos, app.clock()),
    guarded,
  )

  route(
    app,
    updateLocale,
    async ({ body, request }) => {
      await player.setLocale(db, await playerId(request), body.locale, app.clock())
      return { locale: body.locale }
    },
    guarded,
  )

  route(
    app,
    addGroups,
    async ({ body, request }) => player.addGroups(db, await playerId(request), body.groups.add),
    guarded,
  )

  route(
    app,
    getTwoFactor,
    async ({ request, reply }) => {
      // A secret is shown once: never cached.
      setCacheControl(reply, PRIVATE_NO_STORE)
      return twoFactor.startTwoFactorSetup(db, await playerId(request), app.clock())
    },
    guarded,
  )

  route(
    app,
    enableTwoFactor,
    async ({ body, request }) =>
      twoFactor.enableTwoFactor(db, await playerId(request), body.code, app.clock()),
    guarded,
  )

  route(
    app,
    disableTwoFactor,
    async ({ body, request }) =>
      twoFactor.disableTwoFactor(db, await playerId(request), body.code, app.clock()),
    guarded,
  )
}
