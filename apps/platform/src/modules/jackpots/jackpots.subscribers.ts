// Jackpot pools grow by their share of every real stake (`stake.placed`), once per event.
import type { FastifyInstance } from 'fastify'
import { contribute, contributeAll } from './jackpots.repository.ts'

export function registerJackpotSubscribers(app: FastifyInstance): void {
  const input = (payload: { game_id: number; currency: string; stake_cents: number }) => ({
    gameId: payload.game_id,
    currency: payload.currency,
    stakeCents: payload.stake_cents,
  })
  app.events.subscribeOnce(
    'stake.placed',
    'jackpots.contribute',
    async ({ payload }, tx) => contribute(tx, input(payload)),
    // A pass's stakes in one statement: busy play does not queue one update per bet.
    async (events, tx) =>
      contributeAll(
        tx,
        events.map(({ payload }) => input(payload)),
      ),
  )
}
