// The socket events that domain events become (ADR 030). Realtime is best effort, as a direct
// publish was: a publish that throws is logged, and a client re-fetches its state on reconnect.
import type { FastifyInstance } from 'fastify'
import type { DeliveredEvent, DomainEventMap, DomainEventType } from '../events/events.service.ts'
import type { Realtime } from './realtime.service.ts'

type Publish<T extends DomainEventType> = (realtime: Realtime, event: DeliveredEvent<T>) => void

function publishing<T extends DomainEventType>(app: FastifyInstance, type: T, publish: Publish<T>): void {
  app.events.subscribe(type, 'realtime', (event) => {
    try {
      publish(app.realtime, event)
    } catch (error) {
      app.log.warn({ err: error, event: event.id }, `${type}: realtime event not published`)
    }
  })
}

export function registerRealtimeSubscribers(app: FastifyInstance): void {
  publishing(app, 'balance.changed', (realtime, { payload }) => {
    realtime.publishToPlayer(String(payload.player_id), 'balance', {
      currency: payload.currency,
      amount_cents: payload.balance_cents,
      available_to_cashout_cents: payload.available_to_cashout_cents,
      active: payload.active,
    })
    // A round step's bonus progress rides on its balance event (ADR 039).
    if (payload.bonus) publishBonus(realtime, { ...payload.bonus, player_id: payload.player_id })
  })
  publishing(app, 'payment.changed', (realtime, { payload }) => {
    const player = String(payload.player_id)
    const change = { payment_id: String(payload.payment_id), action: payload.action, state: payload.state }
    realtime.publishToPlayer(player, 'payments_changes', change)
    realtime.publishToPlayer(player, 'payments_events', {
      ...change,
      amount_cents: payload.amount_cents,
      currency: payload.currency,
    })
    if (payload.methods_changed)
      realtime.publishToPlayer(player, 'payment_methods_updated', { currency: payload.currency })
  })
  publishing(app, 'player.changed', (realtime, { payload }) =>
    realtime.publishToPlayer(String(payload.player_id), 'group_updates', { groups: payload.groups }),
  )
  publishing(app, 'limit.reached', (realtime, { payload }) =>
    realtime.publishToPlayer(String(payload.player_id), 'game_limits', {
      limit_id: String(payload.limit_id),
      type: payload.type,
      reached: true,
    }),
  )
  publishing(app, 'limit.changed', (realtime, { payload }) =>
    realtime.publishToPlayer(String(payload.player_id), 'game_limits', {
      limit_id: payload.limit_id === null ? null : String(payload.limit_id),
      type: payload.type,
      reached: payload.reached,
    }),
  )
  // Bonus and free-spin changes (ADR 039); the client shows a notice for stage `issued` only.
  publishing(app, 'bonus.changed', (realtime, { payload }) => publishBonus(realtime, payload))
  publishing(app, 'freespins.changed', (realtime, { payload }) =>
    realtime.publishToPlayer(String(payload.player_id), 'freespins_changes', {
      id: String(payload.freespins_id),
      stage: payload.stage,
      status: payload.stage,
      remaining: payload.remaining,
      won_cents: payload.won_cents,
    }),
  )
  // Comp points earned or given (ADR 040); a spend moves the balance without an award.
  publishing(app, 'comp_points.changed', (realtime, { payload }) => {
    if (payload.awarded > 0)
      realtime.publishToPlayer(String(payload.player_id), 'comps_award', {
        points: payload.awarded,
        total_points: payload.chargeable,
      })
  })
  publishing(app, 'lootbox.changed', (realtime, { payload }) =>
    realtime.publishToPlayer(String(payload.player_id), 'lootboxes_changes', {
      id: String(payload.lootbox_id),
      status: payload.stage,
    }),
  )
  // A jackpot level dropped (ADR 041): everybody's wins feed, the winner's own award.
  publishing(app, 'jackpot.won', (realtime, { payload }) => {
    realtime.publishPublic('wins', 'wins', {
      id: `jackpot:${payload.win_id}`,
      game: payload.game ?? { identifier: payload.jackpot_identifier, title: payload.jackpot_title },
      nickname: payload.user_name,
      amount_cents: payload.amount_cents,
      currency: payload.currency,
      created_at: payload.created_at,
      jackpot: {
        identifier: payload.jackpot_identifier,
        title: payload.jackpot_title,
        level_name: payload.level_name,
      },
    })
    realtime.publishToPlayer(String(payload.player_id), 'jackpot_win_award', {
      jackpot_id: String(payload.jackpot_id),
      amount_cents: payload.amount_cents,
      currency: payload.currency,
      win_id: String(payload.win_id),
      jackpot_identifier: payload.jackpot_identifier,
      level_name: payload.level_name,
    })
  })
}

function publishBonus(realtime: Realtime, payload: DomainEventMap['bonus.changed']): void {
  realtime.publishToPlayer(String(payload.player_id), 'bonuses_changes', {
    id: String(payload.bonus_id),
    stage: payload.stage,
    status: payload.stage,
    currency: payload.currency,
    balance_cents: payload.balance_cents,
    wagered_cents: payload.wagered_cents,
    wager_required_cents: payload.wager_required_cents,
    wagering_percent: wageringPercent(payload.wagered_cents, payload.wager_required_cents),
  })
}

/** floor(wagered / required × 100), 100 when nothing is required (spec 2 §5). */
function wageringPercent(wagered: number, required: number): number {
  if (required <= 0) return 100
  return Math.min(100, Math.floor((wagered * 100) / required))
}
