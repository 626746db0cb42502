// The end job (ADR 041), once across instances: a transaction claims one ended, unsettled
// tournament by setting settled_at where it is still null (a second instance blocks on the row, then
// finds it taken), ranks the entries (score desc, reached first, joined first), writes one prize row
// per place (unique) and pays it in the same transaction: cash through the ledger, bonus money and
// free spins through the bonus engine, every payout keyed `tournament:<id>:<place>`.
import type { Database } from '../../db/client.ts'
import { issueBonus, issueFreeSpins, listDefinitions } from '../bonuses/bonuses.service.ts'
import type { Executor } from '../events/events.service.ts'
import { emitBalanceChanged, postInTransaction } from '../wallet/ledger.service.ts'
import { prizeForPlace } from './presenter.ts'
import * as repo from './tournaments.repository.ts'
import type { StoredTournamentPrize } from './tournaments.tables.ts'
import { ranking } from './views.ts'

export interface SettledPlace {
  tournamentId: number
  place: number
  playerId: number
  score: number
  prize: StoredTournamentPrize | null
}

/** Settles every ended tournament (or only `onlyId`); answers the places this run paid. */
export async function runTournamentEndJob(db: Database, now: Date, onlyId?: number): Promise<SettledPlace[]> {
  const paid: SettledPlace[] = []
  for (;;) {
    const settled = await db.transaction(async (tx) => {
      const row = await repo.claimEnded(tx, now, onlyId)
      return row ? settle(tx, row, now) : null
    })
    if (settled === null) return paid
    paid.push(...settled)
  }
}

async function settle(tx: Executor, row: repo.TournamentRow, now: Date): Promise<SettledPlace[]> {
  const ranked = await ranking(tx, row.id)
  const out: SettledPlace[] = []
  for (const [index, entry] of ranked.entries()) {
    const place = index + 1
    const prize = prizeForPlace(row.prizes, place) ?? null
    const amountCents = prize?.amount?.[row.currency] ?? null
    const saved = await repo.insertPrize(tx, {
      tournamentId: row.id,
      place,
      playerId: entry.playerId,
      score: entry.score,
      prize,
      currency: row.currency,
      amountCents,
      createdAt: now,
    })
    if (!saved) continue
    if (prize) await repo.setPrizePayout(tx, saved.id, await pay(tx, row, entry.playerId, place, prize, now))
    out.push({ tournamentId: row.id, place, playerId: entry.playerId, score: entry.score, prize })
  }
  return out
}

async function pay(
  tx: Executor,
  row: repo.TournamentRow,
  playerId: number,
  place: number,
  prize: StoredTournamentPrize,
  now: Date,
): Promise<string> {
  const key = `tournament:${row.id}:${place}`
  const amountCents = prize.amount?.[row.currency] ?? 0
  if (prize.type === 'cash') {
    if (amountCents <= 0) return 'none'
    const posted = await postInTransaction(tx, {
      playerId,
      currency: row.currency,
      amountCents,
      kind: 'adjustment',
      idempotencyKey: key,
      reference: key,
      now,
    })
    await emitBalanceChanged(tx, playerId, posted)
    return `ledger:${posted.entryId}`
  }
  const definition = (await listDefinitions(tx, ['manual'])).find((d) => d.key === prize.bonus_definition_key)
  if (!definition) return 'no-definition'
  if (prize.type === 'freespins') {
    const spins = await issueFreeSpins(tx, {
      playerId,
      definition,
      currency: row.currency,
      sourceKey: key,
      now,
    })
    return spins ? `freespins:${spins.id}` : 'none'
  }
  const bonus = await issueBonus(tx, {
    playerId,
    definition,
    currency: row.currency,
    amountCents,
    sourceKey: key,
    now,
    autoActivate: false,
  })
  return bonus ? `bonus:${bonus.id}` : 'none'
}
