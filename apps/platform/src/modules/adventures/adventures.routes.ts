// The adventure calendar (issue #13, ADR 040): the player's calendars, and the deposits that
// complete their days (once per event, in the event's transaction).
import { getPlayerAdventures } from '@croupier/contract/adventures/get-player-adventures'
import type { FastifyInstance } from 'fastify'
import { route } from '../../http/route.ts'
import * as adventures from './adventures.service.ts'

export function registerAdventureRoutes(app: FastifyInstance): void {
  const { db } = app.deps
  route(
    app,
    getPlayerAdventures,
    ({ session }) => adventures.getPlayerAdventures(db, session.playerId, app.clock()),
    {
      auth: 'player',
      cache: 'private-no-store',
    },
  )
  app.events.subscribeOnce('deposit.succeeded', 'adventures.complete-day', async ({ payload }, tx) => {
    await adventures.completeDaysForDeposit(
      tx,
      { paymentId: payload.payment_id, playerId: payload.player_id },
      app.clock(),
    )
  })
}
