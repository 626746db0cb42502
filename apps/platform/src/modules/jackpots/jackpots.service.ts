// Jackpot amounts for the catalogue (one query per currency, reused for a second) and the pool
// list of GET /api/jackpots.
import type { Game } from '@croupier/contract/catalogue/game'
import type { Jackpot } from '@croupier/contract/catalogue/get-jackpots'
import type { Database } from '../../db/client.ts'
import * as repo from './jackpots.repository.ts'

/** How long catalogue answers may reuse a read of the pool totals: lists stay one query cheaper. */
export const JACKPOT_TOTALS_MAX_AGE_MS = 1_000

const cache = new WeakMap<Database, Map<string, { totals: Map<string, number>; readAt: number }>>()

async function totalsIn(db: Database, currency: string, now: number): Promise<Map<string, number>> {
  let byCurrency = cache.get(db)
  if (!byCurrency) {
    byCurrency = new Map()
    cache.set(db, byCurrency)
  }
  const cached = byCurrency.get(currency)
  if (cached && now - cached.readAt <= JACKPOT_TOTALS_MAX_AGE_MS) return cached.totals
  const totals = await repo.totalsIn(db, currency)
  byCurrency.set(currency, { totals, readAt: now })
  return totals
}

/**
 * Rows in their wire form, each jackpot game with its amount in `currency`. A game without a
 * jackpot (or whose jackpot has no pool in `currency`) keeps the wire object `toWire` gave, so
 * cached wire objects stay shared.
 */
export async function withJackpots<R extends { jackpotIdentifier: string | null }>(
  db: Database,
  currency: string,
  rows: readonly R[],
  toWire: (row: R) => Game,
  now: number = Date.now(),
): Promise<Game[]> {
  const games = rows.map(toWire)
  if (!rows.some((r) => r.jackpotIdentifier !== null)) return games
  const totals = await totalsIn(db, currency, now)
  return games.map((game, i) => {
    const identifier = rows[i]?.jackpotIdentifier ?? null
    const amount = identifier === null ? undefined : totals.get(identifier)
    if (identifier === null || amount === undefined) return game
    return { ...game, jackpot: { identifier, currency, amount_cents: amount } }
  })
}

export async function listJackpots(db: Database): Promise<Jackpot[]> {
  const out: Jackpot[] = []
  for (const { jackpot, level } of await repo.listWithLevels(db)) {
    let last = out.at(-1)
    if (last?.id !== jackpot.id) {
      last = { id: jackpot.id, identifier: jackpot.identifier, currency: jackpot.currency, levels: [] }
      out.push(last)
    }
    last.levels.push({
      id: level.id,
      name: level.name,
      identifier: level.identifier,
      amount_cents: level.amountCents,
    })
  }
  return out
}
