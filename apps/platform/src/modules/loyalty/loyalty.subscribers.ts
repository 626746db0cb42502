// Comp points grow with finished real rounds (`round.finished`), once per event and per round.
import type { FastifyInstance } from 'fastify'
import { earnFromRounds } from './earning.ts'

export function registerLoyaltySubscribers(app: FastifyInstance): void {
  app.events.subscribeOnce(
    'round.finished',
    'loyalty.comp-points',
    async ({ payload }, tx) => earnFromRounds(tx, [payload], app.clock()),
    // A pass's rounds in one transaction: busy play does not lock an account once per round.
    async (events, tx) =>
      earnFromRounds(
        tx,
        events.map(({ payload }) => payload),
        app.clock(),
      ),
  )
}
