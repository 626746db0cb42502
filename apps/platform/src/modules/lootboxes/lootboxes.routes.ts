// Lootbox routes (issue #13, ADR 040): the player's boxes and opening one; the operator's
// stand-in issuer only outside production, like the bonus expiry trigger.
import { issueDevLootbox } from '@croupier/contract/dev/issue-lootbox'
import { activateLootbox } from '@croupier/contract/lootboxes/activate-lootbox'
import { getPlayerLootboxes } from '@croupier/contract/lootboxes/get-player-lootboxes'
import type { FastifyInstance } from 'fastify'
import { route } from '../../http/route.ts'
import * as lootboxes from './lootboxes.service.ts'

export function registerLootboxRoutes(app: FastifyInstance): void {
  const { db, config } = app.deps

  route(
    app,
    getPlayerLootboxes,
    ({ session }) => lootboxes.listPlayerLootboxes(db, session.playerId, app.clock()),
    {
      auth: 'player',
      cache: 'private-no-store',
    },
  )
  route(
    app,
    activateLootbox,
    ({ params, body, session }) =>
      lootboxes.activateLootbox(db, session.playerId, params.id, body.client_seed, app.clock()),
    { auth: 'player', cache: 'none' },
  )
  if (!config.mailboxEnabled) return
  route(app, issueDevLootbox, ({ body }) => lootboxes.issueDevLootbox(db, body, app.clock()), {
    cache: 'private-no-store',
  })
}
