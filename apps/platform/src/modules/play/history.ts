// GET /api/player/games_history: real and demo rounds of the player, newest first.
import type { Game } from '@croupier/contract/catalogue/game'
import type { GamesHistoryItem } from '@croupier/contract/play/get-games-history'
import { pageOffset, paginate } from '@croupier/rules/catalogue'
import type { Database } from '../../db/client.ts'
import * as repo from './play.repository.ts'

export async function gamesHistory(
  db: Database,
  playerId: number,
  page: number,
  pageSize: number,
): Promise<{ data: GamesHistoryItem[]; pagination: ReturnType<typeof paginate> }> {
  const { rows, total } = await repo.listPlayerRounds(db, playerId, pageOffset(page, pageSize), pageSize)
  return {
    data: rows.map((row) => ({
      id: String(row.round.id),
      game: {
        identifier: row.identifier,
        title: row.title,
        provider_name: row.providerName,
        kind: row.kind as Game['kind'],
      },
      mode: row.round.mode === 'demo' ? 'demo' : 'real',
      currency: row.round.currency,
      bet_cents: row.round.betCents,
      win_cents: row.round.winCents,
      status: row.round.status === 'in_progress' ? 'in_progress' : 'finished',
      created_at: row.round.createdAt.toISOString(),
    })),
    pagination: paginate(page, pageSize, total),
  }
}
