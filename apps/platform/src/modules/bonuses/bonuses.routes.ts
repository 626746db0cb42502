// The bonus engine's player routes (issue #12, ADR 039): activate and cancel bonuses and free-spin
// batches, and the development expiry run (outside production, like the dev mailbox).
import { activateBonus } from '@croupier/contract/bonuses/activate-bonus'
import { activateFreeSpins } from '@croupier/contract/bonuses/activate-freespins'
import { cancelBonus } from '@croupier/contract/bonuses/cancel-bonus'
import { cancelFreeSpins } from '@croupier/contract/bonuses/cancel-freespins'
import { runBonusExpiry } from '@croupier/contract/dev/run-bonus-expiry'
import type { FastifyInstance } from 'fastify'
import { route } from '../../http/route.ts'
import { registerBonusRuntime } from './bonuses.runtime.ts'
import * as actions from './player-actions.ts'

export function registerBonusRoutes(app: FastifyInstance): void {
  const { db, config } = app.deps
  const runtime = registerBonusRuntime(app)
  const signedIn = { auth: 'player', cache: 'private-no-store' } as const

  route(
    app,
    activateBonus,
    ({ params, session }) => actions.activateBonus(db, session.playerId, params.id, app.clock()),
    signedIn,
  )
  route(
    app,
    cancelBonus,
    ({ params, session }) => actions.cancelBonus(db, session.playerId, params.id, app.clock()),
    signedIn,
  )
  route(
    app,
    activateFreeSpins,
    ({ params, session }) => actions.activateFreeSpins(db, session.playerId, params.id, app.clock()),
    signedIn,
  )
  route(
    app,
    cancelFreeSpins,
    ({ params, session }) => actions.cancelFreeSpins(db, session.playerId, params.id, app.clock()),
    signedIn,
  )
  if (!config.mailboxEnabled) return
  route(app, runBonusExpiry, ({ body }) => runtime.runExpiry(new Date(body.now)), {
    cache: 'private-no-store',
  })
}
