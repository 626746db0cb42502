// Jackpot amounts for the catalogue (one query per currency, reused for a second), the pool list of
// GET /api/jackpots, one jackpot's page, the wins list and the dev route that makes the next stake win.
import type { Game } from '@croupier/contract/catalogue/game'
import type { Jackpot, JackpotLevel } from '@croupier/contract/catalogue/get-jackpots'
import type { JackpotDetail } from '@croupier/contract/jackpots/get-jackpot'
import { JACKPOT_WINS_DEFAULT_LIMIT } from '@croupier/contract/jackpots/get-jackpot-wins'
import type { JackpotWin } from '@croupier/contract/jackpots/jackpot-win'
import { jackpotClientSeed } from '@croupier/rules/jackpots'
import type { Database } from '../../db/client.ts'
import { HttpError } from '../../http/errors.ts'
import { listWins as listWinRows } from './jackpot-wins.repository.ts'
import { commitCycle } from './jackpots.draw.ts'
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

function levelToWire(level: repo.LevelRow): JackpotLevel {
  return {
    id: level.id,
    name: level.name,
    identifier: level.identifier,
    amount_cents: level.amountCents,
    seed_cents: level.seedCents,
    ceiling_cents: level.ceilingCents ?? level.seedCents * repo.DEFAULT_CEILING_SEED_FACTOR,
    cycle: level.cycle,
    server_seed_hash: level.serverSeedHash ?? '',
  }
}

export async function listJackpots(
  db: Database,
  filter: { identifier?: string; poolIds?: number[] } = {},
): Promise<Jackpot[]> {
  const out: Jackpot[] = []
  for (const { jackpot, level } of await repo.listWithLevels(db, filter)) {
    let last = out.at(-1)
    if (last?.id !== jackpot.id) {
      last = {
        id: jackpot.id,
        identifier: jackpot.identifier,
        title: jackpot.title,
        mystic: jackpot.mystic,
        currency: jackpot.currency,
        levels: [],
      }
      out.push(last)
    }
    last.levels.push(levelToWire(level))
  }
  return out
}

export async function getJackpot(db: Database, identifier: string): Promise<JackpotDetail> {
  const pools = await listJackpots(db, { identifier })
  const first = pools[0]
  if (!first) throw new HttpError(404, 'NOT_FOUND', 'No such jackpot.')
  const games = await repo.gamesOf(db, identifier)
  return { identifier, title: first.title, mystic: first.mystic, pools, games }
}

export async function listJackpotWins(
  db: Database,
  query: {
    order?: 'latest' | 'biggest' | undefined
    limit?: number | undefined
    jackpot?: string | undefined
  },
): Promise<{ wins: JackpotWin[] }> {
  const rows = await listWinRows(db, {
    order: query.order ?? 'latest',
    limit: query.limit ?? JACKPOT_WINS_DEFAULT_LIMIT,
    jackpot: query.jackpot,
  })
  const wins = rows.map(({ win, jackpot, game }): JackpotWin => {
    const proof =
      win.cycle !== null &&
      win.serverSeed !== null &&
      win.serverSeedHash !== null &&
      win.dropPointCents !== null &&
      win.dropFromCents !== null &&
      win.dropToCents !== null
        ? {
            cycle: win.cycle,
            server_seed: win.serverSeed,
            server_seed_hash: win.serverSeedHash,
            client_seed: jackpotClientSeed(win.levelId, win.cycle),
            drop_from_cents: win.dropFromCents,
            drop_to_cents: win.dropToCents,
            drop_point_cents: win.dropPointCents,
          }
        : null
    return {
      id: win.id,
      user_name: win.userName,
      amount_cents: win.amountCents,
      currency: win.currency,
      jackpot_original_amount_cents: win.amountCents,
      jackpot_original_currency: win.currency,
      jackpot_level_name: win.levelName,
      jackpot,
      game: game?.identifier ? { identifier: game.identifier, title: game.title } : null,
      proof,
      created_at: win.createdAt.toISOString(),
    }
  })
  return { wins }
}

/**
 * Development: the level's drop point becomes its current amount, under a fresh commitment drawn in
 * (amount − 1, amount], so the next contributing stake wins it.
 */
export async function dropNext(db: Database, levelId: number): Promise<JackpotLevel> {
  return db.transaction(async (tx) => {
    const level = await repo.lockLevel(tx, levelId)
    if (!level) throw new HttpError(404, 'NOT_FOUND', 'No such jackpot level.')
    const amount = Math.max(level.amountCents, 1)
    const ceiling = Math.max(level.ceilingCents ?? 0, amount)
    const saved = await repo.saveCommitment(tx, level.id, level.cycle, ceiling, {
      ...commitCycle(level.id, level.cycle, amount - 1, amount),
    })
    return levelToWire(saved ?? level)
  })
}
