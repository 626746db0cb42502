// A lootbox on the wire (contract lootboxes/lootbox.ts): titles in the player's locale, the prize
// marked once drawn, and the server seed only after activation. An issued box past valid_until
// reads expired.
import type { Lootbox, LootboxItem, LootboxStage } from '@croupier/contract/lootboxes/lootbox'
import type { Locale } from '@croupier/rules/locale'
import { pickLocalised } from '../config/config.service.ts'
import type { DomainEvent } from '../events/events.service.ts'
import type { LootboxRow } from './lootboxes.repository.ts'
import type { LootboxPrize } from './lootboxes.tables.ts'

export function stageAt(row: LootboxRow, now: Date): LootboxStage {
  if (row.stage === 'issued' && row.validUntil !== null && row.validUntil <= now) return 'expired'
  return row.stage
}

function presentItem(item: LootboxPrize, locale: Locale, isPrize: boolean): LootboxItem {
  return {
    id: item.id,
    title: pickLocalised(item.titles, locale),
    type: item.type,
    attributes: {
      ...(item.amount ? { amount: item.amount } : {}),
      ...(item.freespinsCount ? { freespins_count: item.freespinsCount } : {}),
      ...(item.game ? { game: item.game } : {}),
      ...(item.color ? { color: item.color } : {}),
    },
    result_bonus: { wager: item.wager, max_win: item.maxWin ?? null },
    weight: item.weight,
    prize: isPrize,
  }
}

export function presentLootbox(row: LootboxRow, locale: Locale, now: Date): Lootbox {
  const drawn = row.stage === 'activated'
  return {
    id: String(row.id),
    group_key: row.groupKey,
    stage: stageAt(row, now),
    source: row.source,
    currency: row.currency,
    created_at: row.createdAt.toISOString(),
    valid_until: row.validUntil?.toISOString() ?? null,
    activated_at: row.activatedAt?.toISOString() ?? null,
    items: row.items.map((item, index) => presentItem(item, locale, drawn && index === row.prizeIndex)),
    prize_index: drawn ? row.prizeIndex : null,
    fairness: {
      server_seed_hash: row.serverSeedHash,
      server_seed: drawn ? row.serverSeed : null,
      client_seed: drawn ? row.clientSeed : null,
      nonce: row.nonce,
      hmac: drawn ? row.hmac : null,
    },
    wheel_id: row.wheelId,
    bonus_id: row.bonusId === null ? null : String(row.bonusId),
    freespins_id: row.freespinsId === null ? null : String(row.freespinsId),
  }
}

export function lootboxChanged(row: LootboxRow, stage: LootboxStage): DomainEvent {
  return { type: 'lootbox.changed', payload: { player_id: row.playerId, lootbox_id: row.id, stage } }
}
