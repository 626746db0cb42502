// Players (spec 1 §3 User) and their group memberships (spec 1 §6 statuses).
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { playerGroups } from '../info/info.tables.ts'

export const players = pgTable(
  'players',
  {
    /** Integer identity: the A/B group comes from its parity (spec 1 §4). */
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-case and trimmed: email is case-insensitive (spec 1 §5). */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: text('gender'),
    country: text('country'),
    city: text('city'),
    address: text('address'),
    postalCode: text('postal_code'),
    state: text('state'),
    mobilePhone: text('mobile_phone'),
    profession: text('profession'),
    personalIdNumber: text('personal_id_number'),
    receivePromos: boolean('receive_promos').notNull().default(false),
    receiveSmsPromos: boolean('receive_sms_promos').notNull().default(false),
    locale: text('locale').notNull(),
    /** CW, EE or GCB (spec 1 §1). */
    licenseName: text('license_name').notNull().default('CW'),
    authFieldsMissed: text('auth_fields_missed').array().notNull().default(sql`'{}'::text[]`),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    currentSignInAt: timestamp('current_sign_in_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    depositBonusCode: text('deposit_bonus_code'),
    canIssueBonuses: boolean('can_issue_bonuses').notNull().default(true),
    autoregistered: boolean('autoregistered').notNull().default(false),
    autologinLink: text('autologin_link'),
    verified: boolean('verified').notNull().default(false),
    sumsubVerified: boolean('sumsub_verified').notNull().default(false),
    sowQuestionnaireExpiresAt: timestamp('sow_questionnaire_expires_at', { withTimezone: true }),
    /** Base32 TOTP secret once two-factor is on. */
    twoFactorSecret: text('two_factor_secret'),
    /** Secret handed out by GET /api/player/two_factor, waiting for a confirming code. */
    twoFactorPendingSecret: text('two_factor_pending_secret'),
    /** Last accepted TOTP time step: a code is never accepted twice (replay). */
    twoFactorLastCounter: bigint('two_factor_last_counter', { mode: 'number' }),
    /** Consecutive failed sign-ins; 5 lock the account (auth.service.ts). */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    stag: text('stag'),
    registrationDfpc: text('registration_dfpc'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('players_email_unique').on(table.email)],
)

export const playerGroupMemberships = pgTable(
  'player_group_memberships',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => playerGroups.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.groupId] }),
    index('player_group_memberships_group_idx').on(table.groupId),
  ],
)
