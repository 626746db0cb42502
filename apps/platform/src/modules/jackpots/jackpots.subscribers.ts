// Jackpot pools grow by their share of every real stake (`stake.placed`), once per event and in the
// order stakes were placed, so the stake that reaches a level's drop point wins it (ADR 041).
import type { FastifyInstance } from 'fastify'
import type { DeliveredEvent } from '../events/events.service.ts'
import { contributeStakes } from './jackpots.contribute.ts'
import { createJackpotChangesThrottle, jackpotChange } from './jackpots.live.ts'
import { listJackpots } from './jackpots.service.ts'

const stakeOf = ({ payload }: DeliveredEvent<'stake.placed'>) => ({
  playerId: payload.player_id,
  gameId: payload.game_id,
  currency: payload.currency,
  stakeCents: payload.stake_cents,
})

export function registerJackpotSubscribers(app: FastifyInstance): void {
  const { db } = app.deps
  const throttle = createJackpotChangesThrottle({
    load: (poolIds) => listJackpots(db, { poolIds }),
    publish: (pool) =>
      app.realtime.publishPublic('jackpots_changes', 'jackpots_changes', jackpotChange(pool)),
    onError: (error) => app.log.warn({ err: error }, 'jackpots_changes not published'),
  })
  app.addHook('onClose', async () => throttle.stop())
  // Pools changed by committed contributions: the plain subscriber below runs after them.
  const changed = new Set<number>()
  const contribute = async (
    events: DeliveredEvent<'stake.placed'>[],
    tx: Parameters<typeof contributeStakes>[0],
  ) => {
    const ordered = [...events].sort((a, b) => a.id - b.id)
    for (const id of await contributeStakes(tx, ordered.map(stakeOf), app.clock())) changed.add(id)
  }
  app.events.subscribeOnce(
    'stake.placed',
    'jackpots.contribute',
    (event, tx) => contribute([event], tx),
    // A pass's stakes in one transaction, still one by one: busy play does not lock pools per bet.
    contribute,
  )
  app.events.subscribe('stake.placed', 'jackpots.changes', () => {
    if (changed.size === 0) return
    throttle.changed([...changed])
    changed.clear()
  })
}
