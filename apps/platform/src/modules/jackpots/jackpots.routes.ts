// GET /api/jackpots (spec 2 §3 Jackpot): every pool, per currency, with its levels; one jackpot's
// page, the wins list (spec 2 §7) and, outside production, the dev route that makes a level drop next.
import { getJackpots } from '@croupier/contract/catalogue/get-jackpots'
import { dropJackpotNext } from '@croupier/contract/jackpots/drop-jackpot-next'
import { getJackpot } from '@croupier/contract/jackpots/get-jackpot'
import { getJackpotWins } from '@croupier/contract/jackpots/get-jackpot-wins'
import type { FastifyInstance } from 'fastify'
import { route } from '../../http/route.ts'
import { dropNext, getJackpot as findJackpot, listJackpots, listJackpotWins } from './jackpots.service.ts'
import { registerJackpotSubscribers } from './jackpots.subscribers.ts'

export function registerJackpotRoutes(app: FastifyInstance): void {
  const { db, config } = app.deps
  registerJackpotSubscribers(app)
  // Amounts move with every real stake: never from a shared cache.
  route(app, getJackpots, async () => ({ jackpots: await listJackpots(db) }), { cache: 'private-no-store' })
  route(app, getJackpot, ({ params }) => findJackpot(db, params.identifier), { cache: 'private-no-store' })
  route(app, getJackpotWins, ({ query }) => listJackpotWins(db, query), { cache: 'private-no-store' })
  if (!config.mailboxEnabled) return
  route(app, dropJackpotNext, ({ params }) => dropNext(db, params.level_id), { cache: 'private-no-store' })
}
