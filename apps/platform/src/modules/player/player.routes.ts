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
import { route } from '../../http/route.ts'
import * as player from './player.service.ts'
import * as twoFactor from './two-factor.service.ts'

export function registerPlayerRoutes(app: FastifyInstance): void {
  const { db } = app.deps
  // Answers are the player's own: never stored by a shared cache (a two-factor secret is shown once).
  const signedIn = { auth: 'player', cache: 'private-no-store' } as const

  route(app, getPlayer, ({ session }) => player.getPlayer(db, session.playerId, app.clock()), signedIn)
  route(
    app,
    updatePlayer,
    ({ body, session }) => player.updatePlayer(db, session, body, app.clock()),
    signedIn,
  )
  route(app, getPlayerStats, ({ session }) => player.getStats(db, session.playerId), signedIn)
  route(app, getSubscriptions, ({ session }) => player.getSubscriptions(db, session.playerId), signedIn)
  route(
    app,
    updateSubscriptions,
    ({ body, session }) => player.setSubscriptions(db, session.playerId, body.receive_promos, app.clock()),
    signedIn,
  )
  route(
    app,
    updateLocale,
    ({ body, session }) => player.setLocale(db, session.playerId, body.locale, app.clock()),
    signedIn,
  )
  route(
    app,
    addGroups,
    ({ body, session }) => player.addGroups(db, session.playerId, body.groups.add),
    signedIn,
  )
  route(
    app,
    getTwoFactor,
    ({ session }) => twoFactor.startTwoFactorSetup(db, session.playerId, app.clock()),
    signedIn,
  )
  route(
    app,
    enableTwoFactor,
    ({ body, session }) => twoFactor.enableTwoFactor(db, session.playerId, body.code, app.clock()),
    signedIn,
  )
  route(
    app,
    disableTwoFactor,
    ({ body, session }) => twoFactor.disableTwoFactor(db, session.playerId, body.code, app.clock()),
    signedIn,
  )
}
