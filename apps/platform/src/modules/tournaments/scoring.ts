// Scores from finished rounds (ADR 041), exactly once per round and tournament: the outbox's
// subscribeOnce records each event with the change in one transaction, and a unique
// (tournament_id, round_id) row makes a replayed round add nothing. Wheel tournaments issue a
// lootbox per `spin_every_cents` of qualifying stakes, keyed by the spin's number.
import type { DeliveredEvent, Executor } from '../events/events.service.ts'
import { issueLootboxInTx, LootboxGroupUnknownError } from '../lootboxes/lootboxes.service.ts'
import { listPlayerGroups } from '../player/groups.service.ts'
import { groupsAllow, multiplierOf, qualifyingStake, type RoundFacts } from './qualify.ts'
import * as repo from './tournaments.repository.ts'

type RoundEvent = DeliveredEvent<'round.finished'>

/** What a pass changed: tournament id → the players whose entry moved (for the live flush). */
export type ScoreChanges = Map<number, Set<number>>

interface Candidate {
  tournament: repo.TournamentRow
  round: RoundFacts
  stake: number
}

function factsOf(event: RoundEvent, games: Awaited<ReturnType<typeof repo.gamesByIds>>): RoundFacts | null {
  const p = event.payload
  if (p.player_id === null) return null
  return {
    roundId: p.round_id,
    playerId: p.player_id,
    mode: p.mode,
    freeSpin: p.free_spin,
    currency: p.currency,
    stakeCents: (p.cash_bet_cents ?? 0) + (p.bonus_bet_cents ?? 0),
    betCents: p.bet_cents,
    winCents: p.win_cents,
    game: games.get(p.game_id),
    at: event.createdAt,
  }
}

/** Scores a dispatch pass's rounds in the caller's transaction; answers what changed. */
export async function scoreRounds(
  tx: Executor,
  events: readonly RoundEvent[],
  now: Date,
): Promise<ScoreChanges> {
  const changes: ScoreChanges = new Map()
  const real = events.filter(
    (e) => e.payload.mode === 'real' && !e.payload.free_spin && e.payload.player_id !== null,
  )
  if (real.length === 0) return changes
  const tournaments = await repo.activeScoringTournaments(tx, now)
  if (tournaments.length === 0) return changes
  const games = await repo.gamesByIds(tx, [...new Set(real.map((e) => e.payload.game_id))])
  const candidates: Candidate[] = []
  for (const event of real) {
    const round = factsOf(event, games)
    if (!round) continue
    for (const tournament of tournaments) {
      const stake = qualifyingStake(tournament, round)
      if (stake !== null) candidates.push({ tournament, round, stake })
    }
  }
  if (candidates.length === 0) return changes
  const entries = await repo.lockEntries(
    tx,
    [...new Set(candidates.map((c) => c.tournament.id))],
    [...new Set(candidates.map((c) => c.round.playerId))],
  )
  const entryOf = new Map(entries.map((entry) => [`${entry.tournamentId}:${entry.playerId}`, entry]))
  const groupsOf = new Map<number, number[]>()
  const eligible: Candidate[] = []
  for (const candidate of candidates) {
    const entry = entryOf.get(`${candidate.tournament.id}:${candidate.round.playerId}`)
    // Only rounds finished after the player joined count.
    if (!entry || entry.confirmedAt.getTime() > candidate.round.at.getTime()) continue
    if (candidate.tournament.groupIds.length > 0) {
      let groups = groupsOf.get(candidate.round.playerId)
      if (!groups) {
        groups = (await listPlayerGroups(tx, candidate.round.playerId)).map((group) => group.id)
        groupsOf.set(candidate.round.playerId, groups)
      }
      if (!groupsAllow(candidate.tournament, groups)) continue
    }
    eligible.push(candidate)
  }
  const fresh = await repo.insertScoredRounds(
    tx,
    eligible.map((c) => ({
      tournamentId: c.tournament.id,
      roundId: c.round.roundId,
      playerId: c.round.playerId,
    })),
  )
  const touched = new Map<number, Candidate[]>()
  for (const candidate of eligible) {
    if (!fresh.has(`${candidate.tournament.id}:${candidate.round.roundId}`)) continue
    const entry = entryOf.get(`${candidate.tournament.id}:${candidate.round.playerId}`)
    if (!entry) continue
    touched.set(entry.id, [...(touched.get(entry.id) ?? []), candidate])
  }
  for (const entry of entries) {
    const list = touched.get(entry.id)
    if (!list) continue
    await applyToEntry(tx, entry, list, now)
    const players = changes.get(entry.tournamentId) ?? new Set<number>()
    players.add(entry.playerId)
    changes.set(entry.tournamentId, players)
  }
  return changes
}

async function applyToEntry(tx: Executor, entry: repo.EntryRow, list: Candidate[], now: Date): Promise<void> {
  const tournament = list[0]?.tournament
  if (!tournament) return
  let score = entry.score
  let betCents = entry.betCents
  let rounds = entry.rounds
  for (const { round, stake } of list) {
    betCents += stake
    rounds += 1
    if (tournament.kind === 'bet_sum') score += stake
    else if (tournament.kind === 'max_multiplier') score = Math.max(score, multiplierOf(round))
    else score = rounds
  }
  const spinsIssued =
    tournament.kind === 'wheel' ? await issueSpins(tx, tournament, entry, betCents, now) : entry.spinsIssued
  await repo.updateEntry(tx, entry.id, {
    score,
    betCents,
    rounds,
    spinsIssued,
    scoredAt: score > entry.score ? now : entry.scoredAt,
  })
}

/** Issues the wheel spins the stakes earned beyond those already issued; answers the new count. */
async function issueSpins(
  tx: Executor,
  tournament: repo.TournamentRow,
  entry: repo.EntryRow,
  betCents: number,
  now: Date,
): Promise<number> {
  const every = tournament.config.spin_every_cents
  const groupKey = tournament.config.lootbox_group_key
  if (!every || every <= 0 || !groupKey) return entry.spinsIssued
  const due = Math.floor(betCents / every)
  for (let n = entry.spinsIssued + 1; n <= due; n++) {
    try {
      await issueLootboxInTx(tx, {
        playerId: entry.playerId,
        groupKey,
        source: 'tournament',
        key: `wheel-tournament:${tournament.id}:${entry.playerId}:${n}`,
        now,
      })
    } catch (error) {
      // No wheel for the player's groups or currency: the spin is counted, nothing to issue.
      if (!(error instanceof LootboxGroupUnknownError)) throw error
    }
  }
  return Math.max(due, entry.spinsIssued)
}
