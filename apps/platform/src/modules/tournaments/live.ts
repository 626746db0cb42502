// The live leaderboard (ADR 041): after a scoring pass, at most one flush per tournament per
// TOURNAMENT_FLUSH_MS (default 200 ms; the first change of a quiet board goes at once, later ones
// wait for the interval). A flush reads the committed ranking, publishes the public
// `tournaments_leaderboards` (top 5 masked, participants) and the private `tournaments_statuses`
// to every player whose place or score moved since the last flush. In-process, per instance.
import { LEADERBOARD_SIZE, maskNickname } from '@croupier/rules/promotions'
import type { Executor } from '../events/events.service.ts'
import type { Realtime } from '../realtime/realtime.service.ts'
import { topPlayer } from './presenter.ts'
import * as repo from './tournaments.repository.ts'
import { ranking } from './views.ts'

export const DEFAULT_TOURNAMENT_FLUSH_MS = 200

export interface LeaderboardFlusher {
  /** Schedules the flush of these tournaments (the scoring pass's changes). */
  changed(tournamentIds: Iterable<number>): void
  /** Flushes now what is scheduled (tests, shutdown). */
  flushAll(): Promise<void>
  close(): Promise<void>
}

interface Options {
  db: Executor
  realtime: Pick<Realtime, 'publishPublic' | 'publishToPlayer'>
  intervalMs: number
  onError: (error: unknown) => void
}

export function createLeaderboardFlusher(options: Options): LeaderboardFlusher {
  const timers = new Map<number, NodeJS.Timeout>()
  const lastFlush = new Map<number, number>()
  /** tournament → player → `place:score` last sent. */
  const sent = new Map<number, Map<number, string>>()
  const inFlight = new Set<Promise<void>>()
  let closed = false

  async function flush(tournamentId: number): Promise<void> {
    timers.delete(tournamentId)
    lastFlush.set(tournamentId, Date.now())
    const [ranked, counts] = await Promise.all([
      ranking(options.db, tournamentId),
      repo.countEntries(options.db, [tournamentId]),
    ])
    options.realtime.publishPublic('tournaments_leaderboards', 'tournaments_leaderboards', {
      tournament_id: String(tournamentId),
      participants: counts.get(tournamentId) ?? 0,
      top_players: ranked.slice(0, LEADERBOARD_SIZE).map((r, i) => topPlayer(i + 1, r.nickname, r.score)),
    })
    const before = sent.get(tournamentId) ?? new Map<number, string>()
    const now = new Map<number, string>()
    for (const [index, entry] of ranked.entries()) {
      const mark = `${index + 1}:${entry.score}`
      now.set(entry.playerId, mark)
      if (before.get(entry.playerId) === mark) continue
      options.realtime.publishToPlayer(String(entry.playerId), 'tournaments_statuses', {
        tournament_id: String(tournamentId),
        bets: entry.betCents,
        award_place: index + 1,
        nickname: maskNickname(entry.nickname),
        score: entry.score,
        rounds: entry.rounds,
      })
    }
    sent.set(tournamentId, now)
  }

  function run(tournamentId: number): void {
    const job = flush(tournamentId)
      .catch(options.onError)
      .finally(() => inFlight.delete(job))
    inFlight.add(job)
  }

  return {
    changed(ids) {
      if (closed) return
      for (const id of ids) {
        if (timers.has(id)) continue
        const wait = Math.max(0, (lastFlush.get(id) ?? 0) + options.intervalMs - Date.now())
        const timer = setTimeout(() => run(id), wait)
        timer.unref()
        timers.set(id, timer)
      }
    },
    async flushAll() {
      for (const [id, timer] of [...timers]) {
        clearTimeout(timer)
        run(id)
      }
      await Promise.all([...inFlight])
    },
    async close() {
      closed = true
      for (const timer of timers.values()) clearTimeout(timer)
      timers.clear()
      await Promise.all([...inFlight])
    },
  }
}
