// The lootbox module's facade (issue #13, ADR 040): issuing a box inside another module's
// transaction (the Rocket Mart, VIP status and level gifts), and the player's and operator's use
// cases behind the routes.
import type { Lootbox } from '@croupier/contract/lootboxes/lootbox'
import { type Locale, normaliseLocale } from '@croupier/rules/locale'
import type { Database } from '../../db/client.ts'
import { FieldValidationError, HttpError } from '../../http/errors.ts'
import { findPlayerByEmail, findPlayerById, type PlayerRow } from '../player/player-records.service.ts'
import { issueLootboxInTx, LootboxGroupUnknownError } from './issue.ts'
import * as repo from './lootboxes.repository.ts'
import { presentLootbox } from './presenter.ts'

export { activateLootbox } from './activation.ts'
export { drawPrize, newServerSeed } from './draw.ts'
export {
  type IssueLootboxInput,
  issueLootboxInTx,
  LOOTBOX_VALID_DAYS,
  LootboxGroupUnknownError,
} from './issue.ts'
export type { LootboxRow } from './lootboxes.repository.ts'
export type { LootboxPrize, LootboxSource } from './lootboxes.tables.ts'
export { isWheelGroupKey, LootboxPrizeTablesSchema, PRIZE_TABLES_CONFIG_KEY } from './prize-tables.ts'

const DAY_MS = 86_400_000
const localeOf = (player: PlayerRow | undefined): Locale => normaliseLocale(player?.locale) ?? 'en'

/** Issued boxes still valid and boxes opened today (UTC), spec 2 §4; expired ones are left out. */
export async function listPlayerLootboxes(db: Database, playerId: number, now: Date): Promise<Lootbox[]> {
  const startOfDay = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS)
  const rows = await repo.listVisibleLootboxes(db, playerId, now, startOfDay)
  const locale = localeOf(await findPlayerById(db, playerId))
  return rows.map((row) => presentLootbox(row, locale, now))
}

export interface DevLootboxInput {
  email?: string | undefined
  player_id?: number | undefined
  group_key: string
  key?: string | undefined
  currency?: string | undefined
  valid_days?: number | undefined
}

/** The operator's stand-in (dev only): a box for a player by email or id; a repeated key answers the first box. */
export async function issueDevLootbox(db: Database, input: DevLootboxInput, now: Date): Promise<Lootbox> {
  if (input.email === undefined && input.player_id === undefined)
    throw new FieldValidationError({ email: ['VALIDATION.REQUIRED'] })
  const player =
    input.player_id !== undefined
      ? await findPlayerById(db, input.player_id)
      : await findPlayerByEmail(db, String(input.email).trim().toLowerCase())
  if (!player) throw new HttpError(404, 'NOT_FOUND', 'No such player.')
  const key = `operator:${input.key ?? `dev-${now.getTime()}-${Math.random().toString(36).slice(2)}`}`
  try {
    await db.transaction((tx) =>
      issueLootboxInTx(tx, {
        playerId: player.id,
        groupKey: input.group_key,
        source: 'operator',
        key,
        now,
        ...(input.currency ? { currency: input.currency } : {}),
        ...(input.valid_days !== undefined ? { validDays: input.valid_days } : {}),
      }),
    )
  } catch (error) {
    if (error instanceof LootboxGroupUnknownError)
      throw new FieldValidationError({ group_key: ['VALIDATION.INVALID'] })
    throw error
  }
  const row = await repo.findLootboxBySource(db, player.id, key)
  if (!row) throw new Error(`lootbox ${key} not issued`)
  return presentLootbox(row, localeOf(player), now)
}
