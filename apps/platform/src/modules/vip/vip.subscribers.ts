// VIP evaluations on domain events (ADR 040), once per event: a real round with a money stake or a
// credited deposit re-evaluates the player's status; a comp-point change gives the gifts of the
// levels its persistent points reach. A pass's events are evaluated once per player, players in
// id order (the per-player lock is taken in that order, so two passes never deadlock).
import type { FastifyInstance } from 'fastify'
import type { Executor } from '../events/events.service.ts'
import { giveStatusGift } from './gifts.ts'
import type { CreditPoints } from './levels.ts'
import { evaluateLevels, evaluateStatus } from './vip.service.ts'

const byId = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b)

export function registerVipSubscribers(app: FastifyInstance, creditPoints: CreditPoints): void {
  const evaluate = async (tx: Executor, playerIds: Iterable<number>) => {
    const now = app.clock()
    for (const playerId of byId(playerIds)) {
      const change = await evaluateStatus(tx, playerId, now)
      if (change?.giftId !== undefined) {
        await giveStatusGift(tx, { playerId, status: change.to, giftId: change.giftId, now })
      }
    }
  }
  const moneyRound = (p: { mode: string; player_id: number | null; free_spin: boolean; bet_cents: number }) =>
    p.mode === 'real' && !p.free_spin && p.bet_cents > 0 && p.player_id !== null

  app.events.subscribeOnce(
    'round.finished',
    'vip.status-on-round',
    async ({ payload }, tx) => {
      if (moneyRound(payload)) await evaluate(tx, [payload.player_id as number])
    },
    async (events, tx) =>
      evaluate(
        tx,
        events.filter((e) => moneyRound(e.payload)).map((e) => e.payload.player_id as number),
      ),
  )
  app.events.subscribeOnce('deposit.succeeded', 'vip.status-on-deposit', async ({ payload }, tx) =>
    evaluate(tx, [payload.player_id]),
  )
  app.events.subscribeOnce('comp_points.changed', 'vip.levels', async ({ payload }, tx) => {
    await evaluateLevels(tx, {
      playerId: payload.player_id,
      persistentPoints: payload.persistent,
      now: app.clock(),
      creditPoints,
    })
  })
}
