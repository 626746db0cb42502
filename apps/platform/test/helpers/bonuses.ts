// Bonuses in platform tests (issue #12): rows inserted directly (issued, or activated through the
// engine), the player actions through the API, the wallet's pockets and ledger, and the money
// invariants every test ends with.
import * as api from '@croupier/contract/api.generated'
import type { PlayerBonus, PlayerFreeSpins } from '@croupier/contract/bonuses/player-bonus'
import { and, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { activateBonusInTx } from '../../src/modules/bonuses/bonuses.service.ts'
import { playerBonuses, playerFreeSpins } from '../../src/modules/bonuses/bonuses.tables.ts'
import { games } from '../../src/modules/catalogue/catalogue.tables.ts'
import { userLimits } from '../../src/modules/limits/limits.tables.ts'
import { findAccount, listEntries } from '../../src/modules/wallet/ledger.repository.ts'
import { bonusViolations } from '../bonus-invariants.ts'
import { inject } from './call.ts'
import type { TestApp } from './test-app.ts'

/** Terms as the offers module issues them (BonusTermsSchema), with the test's figures. */
export const TERMS = {
  percent: 0,
  min_deposit_cents: null,
  max_bonus_cents: null,
  wager_multiplier: 10,
  wager_base: 'bonus',
  max_bet_cents: null,
  max_conversion_cents: null,
  contribution: { slot: 100, roulette: 10, blackjack: 10, instant: 100, live: 10 },
  excluded_games: [] as string[],
  activation_days: 7,
  wagering_days: 30,
  free_spins: 0,
}

let sources = 0

export interface BonusFields {
  amountCents?: number
  wagerRequiredCents?: number
  maxBetCents?: number | null
  maxConversionCents?: number | null
  currency?: string
  activatableUntil?: Date | null
  excludedGames?: string[]
  now?: Date
}

/** An issued bonus of `playerId` (not yet in the wallet). */
export async function issueBonus(t: TestApp, playerId: number, fields: BonusFields = {}) {
  sources += 1
  const now = fields.now ?? new Date()
  const [row] = await t.db
    .insert(playerBonuses)
    .values({
      playerId,
      type: 'gift',
      groupKey: 'test',
      currency: fields.currency ?? 'EUR',
      amountCents: fields.amountCents ?? 1_000,
      wagerRequiredCents: fields.wagerRequiredCents ?? 10_000,
      maxBetCents: fields.maxBetCents ?? null,
      maxConversionCents: fields.maxConversionCents ?? null,
      terms: { ...TERMS, excluded_games: fields.excludedGames ?? [] },
      sourceKey: `test:${sources}`,
      activatableUntil: fields.activatableUntil === undefined ? null : fields.activatableUntil,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  if (!row) throw new Error('bonus not inserted')
  return row
}

/** An activated bonus: issued, then activated by the engine (its money is in the wallet). */
export async function activeBonus(t: TestApp, playerId: number, fields: BonusFields = {}) {
  const issued = await issueBonus(t, playerId, fields)
  const result = await t.db.transaction((tx) =>
    activateBonusInTx(tx, playerId, issued.id, fields.now ?? new Date()),
  )
  if (!result.activated) throw new Error(`bonus not activated: ${result.reason}`)
  return result.bonus
}

export async function bonusRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(playerBonuses).where(eq(playerBonuses.id, id))
  if (!row) throw new Error(`no bonus ${id}`)
  return row
}

export async function freeSpinsRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(playerFreeSpins).where(eq(playerFreeSpins.id, id))
  if (!row) throw new Error(`no batch ${id}`)
  return row
}

export async function gameId(t: TestApp, identifier: string): Promise<number> {
  const [row] = await t.db.select({ id: games.id }).from(games).where(eq(games.identifier, identifier))
  if (!row) throw new Error(`no game ${identifier}`)
  return row.id
}

export interface BatchFields {
  count?: number
  stakeCents?: number
  maxWinCents?: number
  wagerMultiplier?: number
  stage?: 'issued' | 'activated'
  activatableUntil?: Date | null
  now?: Date
}

/** A free-spin batch on `gameIds`. */
export async function issueFreeSpins(
  t: TestApp,
  playerId: number,
  gameIds: number[],
  fields: BatchFields = {},
) {
  sources += 1
  const count = fields.count ?? 10
  const now = fields.now ?? new Date()
  const [row] = await t.db
    .insert(playerFreeSpins)
    .values({
      playerId,
      groupKey: 'test_spins',
      stage: fields.stage ?? 'issued',
      currency: 'EUR',
      count,
      remaining: count,
      stakeCents: fields.stakeCents ?? 20,
      gameIds,
      wagerMultiplier: fields.wagerMultiplier ?? 5,
      maxWinCents: fields.maxWinCents ?? 100_000,
      sourceKey: `test-fs:${sources}`,
      activatableUntil: fields.activatableUntil ?? null,
      activatedAt: fields.stage === 'activated' ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  if (!row) throw new Error('batch not inserted')
  return row
}

export const activateBonus = (t: TestApp, cookie: string, id: number) =>
  inject(t.app, api.activateBonus, { cookie, params: { id: String(id) } })
export const cancelBonus = (t: TestApp, cookie: string, id: number) =>
  inject(t.app, api.cancelBonus, { cookie, params: { id: String(id) } })
export const activateFreeSpins = (t: TestApp, cookie: string, id: number) =>
  inject(t.app, api.activateFreeSpins, { cookie, params: { id: String(id) } })
export const cancelFreeSpins = (t: TestApp, cookie: string, id: number) =>
  inject(t.app, api.cancelFreeSpins, { cookie, params: { id: String(id) } })

export type { PlayerBonus, PlayerFreeSpins }

/** The wallet's cash and bonus money. */
export async function pockets(t: TestApp, playerId: number, currency = 'EUR') {
  const account = await findAccount(t.db, playerId, currency)
  const total = account?.amountCents ?? 0
  const cash = account?.availableToCashoutCents ?? 0
  return { total, cash, bonus: total - cash }
}

/** The postings of one round, `[kind, amount]` in order. */
export async function roundPostings(t: TestApp, playerId: number, roundId: string, currency = 'EUR') {
  const account = await findAccount(t.db, playerId, currency)
  const entries = await listEntries(t.db, account?.id ?? 0)
  return entries
    .filter((e) => e.reference === `round:${roundId}`)
    .map((e) => [e.kind, e.amountCents] as const)
}

/** Every posting of the wallet with this kind. */
export async function postingsOf(t: TestApp, playerId: number, kind: string, currency = 'EUR') {
  const account = await findAccount(t.db, playerId, currency)
  return (await listEntries(t.db, account?.id ?? 0)).filter((e) => e.kind === kind)
}

/** The money invariants of ADR 039 on the whole database. */
export async function expectInvariants(t: TestApp) {
  expect(await bonusViolations(t.db)).toEqual([])
}

/** A cooling-off break of the player, running until `until` (inserted as the limits module keeps it). */
export async function coolOff(t: TestApp, playerId: number, until: Date) {
  await t.db.insert(userLimits).values({ playerId, type: 'coolingoff', period: 'day', endsAt: until })
}

export async function activeBonusOf(t: TestApp, playerId: number) {
  const [row] = await t.db
    .select()
    .from(playerBonuses)
    .where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.stage, 'activated')))
  return row
}
