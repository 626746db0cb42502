// Issuing a lootbox inside the caller's transaction (ADR 040): the prize table copied onto the box,
// a fresh server seed committed by its hash. Idempotent on (player, key): a replay inserts nothing.

import type { Database } from '../../db/client.ts'
import { emitEvents } from '../events/events.service.ts'
import { listPlayerGroups } from '../player/groups.service.ts'
import { type Executor, findActiveAccount } from '../wallet/ledger.service.ts'
import { newServerSeed } from './draw.ts'
import type { LootboxRow } from './lootboxes.repository.ts'
import * as repo from './lootboxes.repository.ts'
import type { LootboxSource } from './lootboxes.tables.ts'
import { lootboxChanged } from './presenter.ts'
import { prizeTableFor } from './prize-tables.ts'

const DAY_MS = 86_400_000
/** Our choice: a box waits a week to be opened, as a bonus waits to be activated. */
export const LOOTBOX_VALID_DAYS = 7

export interface IssueLootboxInput {
  playerId: number
  /** `wheel…`/`manual_wheel…` for a wheel spin, else a prize table of `lootbox-prize-tables`. */
  groupKey: string
  source: LootboxSource
  /** Unique per player, namespaced by source: `shop:<exchange id>:<n>`, `vip:gold`, `level:3`… */
  key: string
  now: Date
  /** Prize currency; default the player's active wallet, else EUR. */
  currency?: string
  /** Days to open it (default LOOTBOX_VALID_DAYS); 0 = never expires. */
  validDays?: number
}

/** The group key names no prize table (or none the player may see, or none in the currency). */
export class LootboxGroupUnknownError extends Error {
  constructor(readonly groupKey: string) {
    super(`No lootbox prize table for ${groupKey}`)
  }
}

/** The new box; undefined when `key` already issued one. Throws LootboxGroupUnknownError. */
export async function issueLootboxInTx(
  tx: Executor,
  input: IssueLootboxInput,
): Promise<LootboxRow | undefined> {
  const { playerId, groupKey, now } = input
  const currency = input.currency ?? (await findActiveAccount(tx as Database, playerId))?.currency ?? 'EUR'
  const groupIds = (await listPlayerGroups(tx, playerId)).map((group) => group.id)
  const table = await prizeTableFor(tx, groupKey, groupIds, currency)
  if (!table) throw new LootboxGroupUnknownError(groupKey)
  const days = input.validDays ?? LOOTBOX_VALID_DAYS
  const seed = newServerSeed()
  const row = await repo.insertLootbox(tx, {
    playerId,
    groupKey,
    stage: 'issued',
    source: input.source,
    sourceKey: input.key,
    currency,
    wheelId: table.wheelId,
    items: table.items,
    serverSeed: seed.seed,
    serverSeedHash: seed.hash,
    nonce: 0,
    validUntil: days > 0 ? new Date(now.getTime() + days * DAY_MS) : null,
    createdAt: now,
  })
  if (row) await emitEvents(tx, [lootboxChanged(row, 'issued')])
  return row
}
