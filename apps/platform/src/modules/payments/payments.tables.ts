// The sandbox payment provider (issue #5 items 1–5): methods per currency and action, payments
// (deposits and withdrawals) with their states, the provider's callback events, saved cards,
// crypto deposit addresses, fraud checks and deposit bonuses. Only the BIN and last four digits of
// a card are ever stored (spec 1 §5).
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { players } from '../player/player.tables.ts'

export type PaymentMethodTypeColumn = 'card' | 'ewallet' | 'bank_transfer' | 'crypto'
export type ProcessingTime = 'instant' | 'up_to_1_hour' | 'up_to_3_days'

/** One method for one currency and one action (seeded; operators edit rows). */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    /** The wire's method id, e.g. `card-visa`; unique with currency and action. */
    code: text('code').notNull(),
    currency: text('currency').notNull(),
    action: text('action').$type<'deposit' | 'cashout'>().notNull(),
    type: text('type').$type<PaymentMethodTypeColumn>().notNull(),
    brand: text('brand').notNull(),
    provider: text('provider').notNull(),
    feeFixedCents: bigint('fee_fixed_cents', { mode: 'number' }).notNull().default(0),
    feePercentBp: integer('fee_percent_bp').notNull().default(0),
    processingTime: text('processing_time').$type<ProcessingTime>().notNull(),
    minCents: bigint('min_cents', { mode: 'number' }).notNull(),
    maxCents: bigint('max_cents', { mode: 'number' }),
    network: text('network'),
    /** Players in this group do not see the method (spec 1 §6: Sofort, group 631). */
    hiddenForGroup: integer('hidden_for_group'),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (table) => [unique('payment_methods_code_currency_action').on(table.code, table.currency, table.action)],
)

export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    action: text('action').$type<'deposit' | 'cashout'>().notNull(),
    state: text('state').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    methodCode: text('method_code').notNull(),
    methodType: text('method_type').$type<PaymentMethodTypeColumn>().notNull(),
    brand: text('brand').notNull(),
    cardBin: text('card_bin'),
    cardLast4: text('card_last4'),
    cardExpiry: text('card_expiry'),
    cardHolder: text('card_holder'),
    accountMask: text('account_mask'),
    bonusCode: text('bonus_code'),
    errorKey: text('error_key'),
    /**
     * What the sandbox provider answered or will answer: `pending` completes as succeeded later,
     * `canceled` (the cancel test card) is canceled later.
     */
    sandboxOutcome: text('sandbox_outcome').$type<'succeeded' | 'declined' | 'pending' | 'canceled'>(),
    /** The request's key: a retry finds this row instead of paying twice. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** Hash of the request body under that key: the same key with another body is a conflict. */
    requestHash: text('request_hash').notNull(),
    /** When the next job step is due (pending deposit completion, withdrawal processing). */
    dueAt: timestamp('due_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    unique('payments_player_action_key').on(table.playerId, table.action, table.idempotencyKey),
    index('payments_player_created').on(table.playerId, table.createdAt),
    index('payments_due').on(table.dueAt).where(sql`${table.dueAt} IS NOT NULL`),
  ],
)

/** Each provider callback event once: a repeated event id changes nothing. */
export const paymentCallbackEvents = pgTable('payment_callback_events', {
  eventId: text('event_id').primaryKey(),
  paymentId: bigint('payment_id', { mode: 'number' })
    .notNull()
    .references(() => payments.id, { onDelete: 'cascade' }),
  outcome: text('outcome').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A card the player paid with successfully: BIN, last four, expiry and holder only. */
export const paymentProfiles = pgTable(
  'payment_profiles',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    cardBin: text('card_bin').notNull(),
    cardLast4: text('card_last4').notNull(),
    cardExpiry: text('card_expiry').notNull(),
    cardHolder: text('card_holder'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('payment_profiles_card').on(table.playerId, table.cardBin, table.cardLast4, table.cardExpiry),
  ],
)

/** A stable deposit address per player, coin and network. */
export const cryptoAddresses = pgTable(
  'crypto_addresses',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    network: text('network').notNull(),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('crypto_addresses_player_coin').on(table.playerId, table.currency, table.network)],
)

/** Every fraud check (spec 1 §7 POST /api/users/transaction, and the server's own before paying). */
export const fraudChecks = pgTable(
  'fraud_checks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** `api` (the client's call), `deposit` or `withdrawal` (the server's own check). */
    source: text('source').notNull(),
    type: text('type').$type<'transaction' | 'payout'>().notNull(),
    currency: text('currency').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    cardBin: text('card_bin'),
    cardLast4: text('card_last4'),
    playerStatus: text('player_status').notNull(),
    /** The request's other fields, empty values dropped (spec 1 §5). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    decision: text('decision').$type<'allow' | 'deny'>().notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('fraud_checks_player_created').on(table.playerId, table.createdAt)],
)
