// The tournaments module's facade (issue #14, ADR 041): promo definitions for the quests module
// (quests and achievements are rows of `tournaments`), and the use cases behind the routes.
import { promoStatus } from '@croupier/rules/promotions'
import type { Executor } from '../events/events.service.ts'
import { prizeForPlace } from './presenter.ts'
import * as repo from './tournaments.repository.ts'
import type { TournamentKind } from './tournaments.tables.ts'

export type { NewTournamentRow, TournamentRow } from './tournaments.repository.ts'
export type {
  StoredLevelPrize,
  StoredTournamentPrize,
  TournamentConfig,
  TournamentKind,
} from './tournaments.tables.ts'

export interface PromoFilter {
  kinds?: readonly TournamentKind[]
  /** Given: only definitions active at this time (started, not ended). */
  now?: Date
}

/** Promo definitions (tournaments, quests, achievements, wheels), in their list order. */
export async function listPromoDefinitions(
  db: Executor,
  filter: PromoFilter = {},
): Promise<repo.TournamentRow[]> {
  const rows = await repo.listTournaments(db, { kinds: filter.kinds })
  const now = filter.now
  return now ? rows.filter((row) => promoStatus(row.startAt, row.endAt, now) === 'active') : rows
}

/** One definition by numeric id or frontend_identifier. */
export function findPromo(
  db: Executor,
  idOrIdentifier: string | number,
): Promise<repo.TournamentRow | undefined> {
  return repo.findTournament(db, idOrIdentifier)
}

/** Inserts or updates a definition under its frontend_identifier (seeds; quests' seed too). */
export function savePromoDefinition(db: Executor, row: repo.NewTournamentRow): Promise<repo.TournamentRow> {
  return repo.upsertTournament(db, row)
}

/** Inserts a definition unless its identifier exists (restarts leave the operator's edits). */
export function insertMissingTournament(db: Executor, row: repo.NewTournamentRow) {
  return repo.insertMissingTournament(db, row)
}

/**
 * An archived seed tournament's standings and places as if settled (history for the archive):
 * entries scored at the end, a prize row per place with the table's prize; nothing is paid.
 */
export async function seedSettledPlaces(
  db: Executor,
  row: repo.TournamentRow,
  places: readonly { playerId: number; score: number }[],
): Promise<void> {
  const at = row.endAt ?? row.startAt
  const ranked = [...places].sort((a, b) => b.score - a.score)
  await repo.insertEntries(
    db,
    ranked.map((p, i) => ({
      tournamentId: row.id,
      playerId: p.playerId,
      confirmedAt: row.startAt,
      score: p.score,
      rounds: 1,
      betCents: row.kind === 'bet_sum' ? p.score : 0,
      scoredAt: new Date(at.getTime() - (i + 1) * 60_000),
    })),
  )
  for (const [i, p] of ranked.entries()) {
    const prize = prizeForPlace(row.prizes, i + 1) ?? null
    await repo.insertPrize(db, {
      tournamentId: row.id,
      place: i + 1,
      playerId: p.playerId,
      score: p.score,
      prize,
      currency: row.currency,
      amountCents: prize?.amount?.[row.currency] ?? null,
      payout: 'seed',
      createdAt: at,
    })
  }
}
