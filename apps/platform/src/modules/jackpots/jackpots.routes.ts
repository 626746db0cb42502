// GET /api/jackpots (spec 2 §3 Jackpot): every pool, per currency, with its levels.
import { getJackpots } from '@croupier/contract/catalogue/get-jackpots'
import type { FastifyInstance } from 'fastify'
import { route } from '../../http/route.ts'
import { listJackpots } from './jackpots.service.ts'
import { registerJackpotSubscribers } from './jackpots.subscribers.ts'

export function registerJackpotRoutes(app: FastifyInstance): void {
  const { db } = app.deps
  registerJackpotSubscribers(app)
  // Amounts move with every real stake: never from a shared cache.
  route(app, getJackpots, async () => ({ jackpots: await listJackpots(db) }), { cache: 'private-no-store' })
}
