// The tournaments module's facade (issue #14, ADR 041): promo definitions for the quests module
// (quests and achievements are rows of `tournaments`), and the use cases behind the routes.
import { promoStatus } from '@croupier/rules/promotions'
import type { Executor } from '../events/events.service.ts'
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
