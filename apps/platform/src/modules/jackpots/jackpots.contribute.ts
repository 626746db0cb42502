// Real stakes feed the pools, stake by stake in the order they were placed (ADR 041 "Jackpot wins"):
// the stake whose share takes a level to its committed drop point wins the level's amount, paid
// through the ledger in this transaction under `jackpot:<level>:<cycle>`, and the level restarts from
// its seed in a new cycle with a new commitment. The caller's transaction also records the events as
// handled, so a replayed batch changes nothing.
import { applyStake, contributionCents } from '@croupier/rules/jackpots'
import { maskNickname, toEurCents } from '@croupier/rules/promotions'
import { type DomainEvent, emitEvents } from '../events/events.service.ts'
import { balanceChanged, type Executor, postInTransaction } from '../wallet/ledger.service.ts'
import { insertWin, nicknameOf } from './jackpot-wins.repository.ts'
import { commitCycle } from './jackpots.draw.ts'
import { jackpotGames, type LevelRow, lockPoolLevels, saveLevels } from './jackpots.repository.ts'

export interface Stake {
  playerId: number
  gameId: number
  currency: string
  stakeCents: number
}

/** Shown for a winner without a nickname (before masking). */
export const ANONYMOUS_WINNER = 'Player'

type PoolLevel = Awaited<ReturnType<typeof lockPoolLevels>>[number]

interface Drop {
  entry: PoolLevel
  won: LevelRow
  stake: Stake
}

/** Applies `stakes` in order; returns the ids of the pools whose amounts moved. */
export async function contributeStakes(tx: Executor, stakes: readonly Stake[], now: Date): Promise<number[]> {
  const feeding = stakes.filter((s) => s.stakeCents > 0)
  const gameRows = await jackpotGames(tx, [...new Set(feeding.map((s) => s.gameId))])
  const gameById = new Map(gameRows.map((g) => [g.id, g]))
  const pools = new Map<string, { identifier: string; currency: string }>()
  for (const stake of feeding) {
    const jackpot = gameById.get(stake.gameId)?.jackpot
    if (jackpot) pools.set(`${jackpot}:${stake.currency}`, { identifier: jackpot, currency: stake.currency })
  }
  if (pools.size === 0) return []
  const levelsByPool = new Map<string, PoolLevel[]>()
  for (const entry of await lockPoolLevels(tx, [...pools.values()])) {
    const key = `${entry.jackpot.identifier}:${entry.jackpot.currency}`
    levelsByPool.set(key, [...(levelsByPool.get(key) ?? []), entry])
  }
  const changed = new Set<PoolLevel>()
  const drops: Drop[] = []
  for (const stake of feeding) {
    const jackpot = gameById.get(stake.gameId)?.jackpot
    for (const entry of levelsByPool.get(`${jackpot}:${stake.currency}`) ?? []) {
      if (
        contributionCents(stake.stakeCents, entry.level.contributionBasisPoints) === 0 &&
        !isDue(entry.level)
      )
        continue
      changed.add(entry)
      const drop = addStake(entry, stake)
      if (drop) drops.push(drop)
    }
  }
  await saveLevels(
    tx,
    [...changed].map((entry) => entry.level),
  )
  for (const drop of drops) await payDrop(tx, drop, gameById.get(drop.stake.gameId), now)
  return [...new Set([...changed].map((entry) => entry.jackpot.id))]
}

/** A level whose drop point is its amount (the dev route's drop-next) wins on any contributing stake. */
const isDue = (level: LevelRow): boolean =>
  level.dropPointCents !== null && level.amountCents >= level.dropPointCents

function addStake(entry: PoolLevel, stake: Stake): Drop | undefined {
  const level = entry.level
  if (level.dropPointCents === null || level.ceilingCents === null) {
    level.amountCents += contributionCents(stake.stakeCents, level.contributionBasisPoints)
    return undefined
  }
  const next = applyStake(
    {
      amountCents: level.amountCents,
      ceilingCents: level.ceilingCents,
      dropPointCents: level.dropPointCents,
      contributionBasisPoints: level.contributionBasisPoints,
    },
    stake.stakeCents,
  )
  level.amountCents = next.amountCents
  if (!next.wins) return undefined
  const won = { ...level }
  const cycle = level.cycle + 1
  Object.assign(level, {
    amountCents: level.seedCents,
    cycle,
    ...commitCycle(level.id, cycle, level.seedCents, level.ceilingCents),
  })
  return { entry, won, stake }
}

async function payDrop(
  tx: Executor,
  { entry, won, stake }: Drop,
  game: { identifier: string; title: string } | undefined,
  now: Date,
): Promise<void> {
  const userName = maskNickname((await nicknameOf(tx, stake.playerId)) ?? ANONYMOUS_WINNER)
  const winId = await insertWin(tx, {
    levelId: won.id,
    cycle: won.cycle,
    playerId: stake.playerId,
    userName,
    gameId: stake.gameId,
    amountCents: won.amountCents,
    currency: stake.currency,
    amountEurCents: toEurCents(won.amountCents, stake.currency) ?? 0,
    levelName: won.name,
    serverSeed: won.serverSeed,
    serverSeedHash: won.serverSeedHash,
    dropPointCents: won.dropPointCents,
    dropFromCents: won.dropFromCents,
    dropToCents: won.dropToCents,
    createdAt: now,
  })
  // The level is locked and its cycle moved on in this transaction: a second row cannot exist.
  if (winId === undefined) throw new Error(`jackpot level ${won.id} cycle ${won.cycle} already won`)
  const posted = await postInTransaction(tx, {
    playerId: stake.playerId,
    currency: stake.currency,
    amountCents: won.amountCents,
    kind: 'jackpot_win',
    idempotencyKey: `jackpot:${won.id}:${won.cycle}`,
    reference: `jackpot_win:${winId}`,
    now,
  })
  const events: DomainEvent[] = [
    balanceChanged(stake.playerId, posted),
    {
      type: 'jackpot.won',
      payload: {
        win_id: winId,
        player_id: stake.playerId,
        jackpot_id: entry.jackpot.id,
        jackpot_identifier: entry.jackpot.identifier,
        jackpot_title: entry.jackpot.title,
        level_name: won.name,
        user_name: userName,
        game: game ? { identifier: game.identifier, title: game.title } : null,
        amount_cents: won.amountCents,
        currency: stake.currency,
        created_at: now.toISOString(),
      },
    },
  ]
  await emitEvents(tx, events)
}
