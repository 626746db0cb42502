// Jackpot pools grow by their share of every real stake (`stake.placed`), once per event.
import type { FastifyInstance } from 'fastify'
import { contribute } from './jackpots.repository.ts'

export function registerJackpotSubscribers(app: FastifyInstance): void {
  app.events.subscribeOnce('stake.placed', 'jackpots.contribute', async ({ payload }, tx) =>
    contribute(tx, { gameId: payload.game_id, currency: payload.currency, stakeCents: payload.stake_cents }),
  )
}
