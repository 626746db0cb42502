// The read calls of spec 2 §7 (ADR 041): list, detail, status, the player's tournaments, recent
// (the archive with winners) and the leaderboard. A viewer sees a group-only tournament only when
// in one of its groups (guests never); nonvisible and ffc identifiers are never listed.
import type { RecentTournamentSchema } from '@croupier/contract/tournaments/get-recent-tournaments'
import type { TopPlayer, Tournament, TournamentStatus } from '@croupier/contract/tournaments/tournament'
import {
  LEADERBOARD_SIZE,
  maskNickname,
  type PromoStatus,
  promoStatus,
  promoVisible,
} from '@croupier/rules/promotions'
import type { z } from 'zod'
import { HttpError } from '../../http/errors.ts'
import type { Executor } from '../events/events.service.ts'
import { listPlayerGroups } from '../player/groups.service.ts'
import { questStatusOf } from '../quests/quests.service.ts'
import { presentPrize, presentTournament, topPlayer } from './presenter.ts'
import { groupsAllow } from './qualify.ts'
import * as repo from './tournaments.repository.ts'
import type { TournamentKind } from './tournaments.tables.ts'

export interface Viewer {
  playerId: number | null
  locale: string
}

const SCORING: readonly TournamentKind[] = ['bet_sum', 'max_multiplier', 'rounds', 'wheel']

async function groupIdsOf(db: Executor, viewer: Viewer): Promise<number[]> {
  return viewer.playerId === null ? [] : (await listPlayerGroups(db, viewer.playerId)).map((g) => g.id)
}

function mayView(row: repo.TournamentRow, viewer: Viewer, groupIds: readonly number[]): boolean {
  if (row.groupIds.length === 0) return true
  return viewer.playerId !== null && groupsAllow(row, groupIds)
}

/** Ranked entries with a score (the board): place = index + 1. */
export async function ranking(db: Executor, tournamentId: number, limit?: number) {
  const rows = await repo.rankedEntries(db, tournamentId, limit)
  return rows.filter((row) => row.score > 0)
}

export async function topPlayersOf(db: Executor, tournamentId: number): Promise<TopPlayer[]> {
  const rows = await ranking(db, tournamentId, LEADERBOARD_SIZE)
  return rows.map((row, i) => topPlayer(i + 1, row.nickname, row.score))
}

export async function present(
  db: Executor,
  row: repo.TournamentRow,
  viewer: Viewer,
  now: Date,
): Promise<Tournament> {
  const [topPlayers, counts, entry] = await Promise.all([
    SCORING.includes(row.kind) ? topPlayersOf(db, row.id) : Promise.resolve([]),
    repo.countEntries(db, [row.id]),
    viewer.playerId === null ? Promise.resolve(undefined) : repo.findEntry(db, row.id, viewer.playerId),
  ])
  return presentTournament(row, viewer.locale, now, {
    topPlayers,
    participants: counts.get(row.id) ?? 0,
    confirmed: entry !== undefined,
  })
}

export async function listTournamentsFor(
  db: Executor,
  viewer: Viewer,
  filter: { status?: PromoStatus; kind?: TournamentKind; test_quests?: '0' | '1' },
  now: Date,
): Promise<Tournament[]> {
  const groupIds = await groupIdsOf(db, viewer)
  const rows = (await repo.listTournaments(db, { kinds: filter.kind ? [filter.kind] : undefined })).filter(
    (row) =>
      promoVisible(row.frontendIdentifier, filter.test_quests === '1') &&
      mayView(row, viewer, groupIds) &&
      (!filter.status || promoStatus(row.startAt, row.endAt, now) === filter.status),
  )
  const out: Tournament[] = []
  for (const row of rows) out.push(await present(db, row, viewer, now))
  return out
}

/** The tournament the viewer may see, else 404 (unknown and another group's look the same). */
export async function visibleTournament(
  db: Executor,
  id: string,
  viewer: Viewer,
): Promise<repo.TournamentRow> {
  const row = await repo.findTournament(db, id)
  if (!row || !mayView(row, viewer, await groupIdsOf(db, viewer))) {
    throw new HttpError(404, 'NOT_FOUND', 'No such tournament')
  }
  return row
}

export async function tournamentDetail(
  db: Executor,
  id: string,
  viewer: Viewer,
  now: Date,
): Promise<Tournament> {
  return present(db, await visibleTournament(db, id, viewer), viewer, now)
}

export async function statusIn(
  db: Executor,
  row: repo.TournamentRow,
  playerId: number,
): Promise<TournamentStatus> {
  if (row.kind === 'quest' || row.kind === 'achievement') {
    // Everyone eligible takes part without joining; the standing is the quest's progress.
    const quest = await questStatusOf(db, row.id, playerId)
    return {
      tournament_id: String(row.id),
      bets: quest?.bets ?? 0,
      award_place: null,
      nickname: '',
      score: quest?.betEurCents ?? 0,
      rounds: quest?.rounds ?? 0,
      confirmed: false,
    }
  }
  const [entry, ranked] = await Promise.all([repo.findEntry(db, row.id, playerId), ranking(db, row.id)])
  const index = ranked.findIndex((r) => r.playerId === playerId)
  const own = ranked[index]
  return {
    tournament_id: String(row.id),
    bets: entry?.betCents ?? 0,
    award_place: index >= 0 ? index + 1 : null,
    nickname: own ? maskNickname(own.nickname) : '',
    score: entry?.score ?? 0,
    rounds: entry?.rounds ?? 0,
    confirmed: entry !== undefined,
  }
}

export async function tournamentStatus(db: Executor, id: string, viewer: Viewer & { playerId: number }) {
  return statusIn(db, await visibleTournament(db, id, viewer), viewer.playerId)
}

/** The player's joined tournaments that are not over (spec 1 §4 post-login batch). */
export async function playerTournaments(db: Executor, viewer: Viewer & { playerId: number }, now: Date) {
  const entries = await repo.entriesOfPlayer(db, viewer.playerId)
  const out: { tournament: Tournament; status: TournamentStatus }[] = []
  for (const entry of entries) {
    const row = await repo.findTournament(db, entry.tournamentId)
    if (!row || promoStatus(row.startAt, row.endAt, now) === 'archive') continue
    out.push({
      tournament: await present(db, row, viewer, now),
      status: await statusIn(db, row, viewer.playerId),
    })
  }
  return out
}

type Recent = z.infer<typeof RecentTournamentSchema>

/** Finished scoring tournaments, newest end first, with the paid places. */
export async function recentTournaments(
  db: Executor,
  viewer: Viewer,
  limit: number,
  now: Date,
): Promise<Recent[]> {
  const groupIds = await groupIdsOf(db, viewer)
  const rows = (await repo.listTournaments(db, { kinds: SCORING }))
    .filter(
      (row) =>
        row.endAt !== null &&
        row.endAt.getTime() <= now.getTime() &&
        promoVisible(row.frontendIdentifier, false) &&
        mayView(row, viewer, groupIds),
    )
    .sort((a, b) => (b.endAt?.getTime() ?? 0) - (a.endAt?.getTime() ?? 0))
    .slice(0, limit)
  const prizes = await repo.prizesOf(
    db,
    rows.map((row) => row.id),
  )
  const out: Recent[] = []
  for (const row of rows) {
    const winners = prizes
      .filter((prize) => prize.tournamentId === row.id)
      .map((prize) => ({
        award_place: prize.place,
        nickname: maskNickname(prize.nickname),
        score: prize.score,
        prize: prize.prize ? presentPrize(prize.prize, viewer.locale) : null,
      }))
    out.push({ ...(await present(db, row, viewer, now)), winners })
  }
  return out
}

export async function leaderboard(db: Executor, id: string, viewer: Viewer, limit: number) {
  const row = await visibleTournament(db, id, viewer)
  const [ranked, counts] = await Promise.all([ranking(db, row.id, limit), repo.countEntries(db, [row.id])])
  return {
    tournament_id: String(row.id),
    participants: counts.get(row.id) ?? 0,
    players: ranked.map((r, i) => topPlayer(i + 1, r.nickname, r.score)),
  }
}
