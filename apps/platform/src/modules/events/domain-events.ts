// Every domain event of the platform (ADR 030): one typed union, small payloads of ids and minor
// units. A new event gets its type here; its subscribers live beside the module that reacts.
import type { BonusStage } from '@croupier/contract/bonuses/player-bonus'
import type { PaymentState } from '@croupier/contract/payments/payment'
import type { LimitType } from '@croupier/rules/limits'

type PaymentAction = 'deposit' | 'cashout'

export interface DomainEventMap {
  /** A round ended (real or demo): wave 2's wagering, comp points, quests and tournaments read it. */
  'round.finished': {
    round_id: number
    player_id: number | null
    game_id: number
    mode: 'real' | 'demo'
    currency: string
    bet_cents: number
    win_cents: number
    balance_cents: number
    /** Real mode: the stake's cash and bonus-money parts (0 in demo and on a free spin; ADR 040). */
    cash_bet_cents: number
    bonus_bet_cents: number
    /** A free spin of an activated batch (its stake is the batch's, no money moved). */
    free_spin: boolean
  }
  /** A real-money stake was debited (a bet, a blackjack double): jackpot pools grow by their share. */
  'stake.placed': {
    round_id: number
    player_id: number
    game_id: number
    currency: string
    stake_cents: number
  }
  /** A real-money balance moved (after a round step, a deposit credit, a withdrawal, a refund). */
  'balance.changed': {
    player_id: number
    currency: string
    balance_cents: number
    available_to_cashout_cents: number
    active: boolean
    /** A round step's bonus as it left it, when only its balance and wagering moved (ADR 039). */
    bonus?: Omit<DomainEventMap['bonus.changed'], 'player_id'>
  }
  /** A deposit was credited. */
  'deposit.succeeded': { payment_id: number; player_id: number; amount_cents: number; currency: string }
  /** A withdrawal was requested or moved on (processing, paid out, rejected, recalled). */
  'withdrawal.changed': {
    payment_id: number
    player_id: number
    state: PaymentState
    amount_cents: number
    currency: string
  }
  /** Any payment's state changed; `methods_changed` when a card was saved. */
  'payment.changed': {
    payment_id: number
    player_id: number
    action: PaymentAction
    state: PaymentState
    amount_cents: number
    currency: string
    methods_changed: boolean
  }
  /** The player's groups changed. */
  'player.changed': { player_id: number; groups: { id: number; name: string }[] }
  /** A limit refused a launch, a bet or a deposit (written in its own transaction). */
  'limit.reached': { player_id: number; limit_id: number; type: LimitType }
  /** A limit was set, changed or removed. */
  'limit.changed': { player_id: number; limit_id: number | null; type: LimitType; reached: boolean }
  /** A player bonus was issued, activated, wagered on, converted, canceled or expired (ADR 039). */
  'bonus.changed': {
    player_id: number
    bonus_id: number
    stage: BonusStage
    currency: string
    balance_cents: number
    wagered_cents: number
    wager_required_cents: number
  }
  /** A free-spin batch was issued, activated, spun, played, canceled or expired (ADR 039). */
  'freespins.changed': {
    player_id: number
    freespins_id: number
    stage: 'issued' | 'activated' | 'played' | 'canceled' | 'expired'
    remaining: number
    won_cents: number
  }
  /** Comp points were earned, given or spent (ADR 040); `awarded` is the signed change of chargeable. */
  'comp_points.changed': {
    player_id: number
    awarded: number
    chargeable: number
    persistent: number
    reason: 'round' | 'exchange' | 'level' | 'operator'
  }
  /** A lootbox was issued or opened (ADR 040): realtime `lootboxes_changes`. */
  'lootbox.changed': { player_id: number; lootbox_id: number; stage: 'issued' | 'activated' | 'expired' }
  /** A jackpot level dropped on a stake (ADR 041): public `wins`, private `jackpot_win_award`. */
  'jackpot.won': {
    win_id: number
    player_id: number
    jackpot_id: number
    jackpot_identifier: string
    jackpot_title: string
    level_name: string
    /** Masked already (six characters and `***`). */
    user_name: string
    game: { identifier: string; title: string } | null
    amount_cents: number
    currency: string
    created_at: string
  }
}

export type DomainEventType = keyof DomainEventMap

export type DomainEvent = { [T in DomainEventType]: { type: T; payload: DomainEventMap[T] } }[DomainEventType]

/** An event as the dispatcher delivers it: with its outbox id, the key of idempotent subscribers. */
export type DeliveredEvent<T extends DomainEventType = DomainEventType> = {
  id: number
  type: T
  payload: DomainEventMap[T]
  createdAt: Date
}
