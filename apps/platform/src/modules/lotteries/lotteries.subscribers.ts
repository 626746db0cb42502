// Tickets on domain events (ADR 041), once per event: a credited deposit, and a pass's finished
// rounds in one transaction (each round counts once per lottery through lottery_rounds).
import type { FastifyInstance } from 'fastify'
import { ticketsFromDeposit, ticketsFromRounds } from './tickets.ts'

export function registerLotterySubscribers(app: FastifyInstance): void {
  app.events.subscribeOnce('deposit.succeeded', 'lotteries.deposit-tickets', async ({ payload }, tx) => {
    await ticketsFromDeposit(tx, payload, app.clock())
  })
  app.events.subscribeOnce(
    'round.finished',
    'lotteries.play-tickets',
    async ({ payload }, tx) => {
      await ticketsFromRounds(tx, [payload], app.clock())
    },
    async (events, tx) => {
      await ticketsFromRounds(
        tx,
        events.map(({ payload }) => payload),
        app.clock(),
      )
    },
  )
}
