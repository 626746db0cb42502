// Tournaments on the app (ADR 041): `app.tournaments` with the end job (every
// PROMO_JOB_INTERVAL_MS, default 30 s; 0 runs no timer) and the live leaderboard flusher
// (TOURNAMENT_FLUSH_MS, default 200 ms), and the scoring subscriber that feeds it.
import type { FastifyInstance } from 'fastify'
import { envNonNegativeInt, promoJobIntervalMs } from '../../config.ts'
import { registerIntervalJob } from '../../interval-job.ts'
import { runTournamentEndJob, type SettledPlace } from './end.ts'
import { createLeaderboardFlusher, DEFAULT_TOURNAMENT_FLUSH_MS, type LeaderboardFlusher } from './live.ts'
import { scoreRounds } from './scoring.ts'

export interface TournamentsRuntime {
  /** Settles ended tournaments at `now` (the app clock by default); answers the places paid. */
  runEndJob(now?: Date, onlyId?: number): Promise<SettledPlace[]>
  flusher: LeaderboardFlusher
}

declare module 'fastify' {
  interface FastifyInstance {
    tournaments: TournamentsRuntime
  }
}

export function tournamentFlushMs(env: NodeJS.ProcessEnv = process.env): number {
  return envNonNegativeInt(env.TOURNAMENT_FLUSH_MS, DEFAULT_TOURNAMENT_FLUSH_MS)
}

export function registerTournamentsRuntime(app: FastifyInstance): TournamentsRuntime {
  const { db } = app.deps
  const flusher = createLeaderboardFlusher({
    db,
    realtime: app.realtime,
    intervalMs: tournamentFlushMs(),
    onError: (error) => app.log.warn({ err: error }, 'tournament leaderboard not published'),
  })
  const runtime: TournamentsRuntime = {
    async runEndJob(now = app.clock(), onlyId) {
      const paid = await runTournamentEndJob(db, now, onlyId)
      await app.events.dispatch()
      return paid
    },
    flusher,
  }
  app.decorate('tournaments', runtime)

  const score = async (events: Parameters<typeof scoreRounds>[1], tx: Parameters<typeof scoreRounds>[0]) => {
    const changes = await scoreRounds(tx, events, app.clock())
    // Scheduled now, read after the interval: the flush sees the committed ranking.
    if (changes.size > 0) flusher.changed(changes.keys())
  }
  app.events.subscribeOnce(
    'round.finished',
    'tournaments.score',
    (event, tx) => score([event], tx),
    // A pass's rounds in one transaction, like comp points.
    (events, tx) => score(events, tx),
  )

  registerIntervalJob(app, {
    name: 'tournament end job',
    intervalMs: promoJobIntervalMs(),
    run: () => runtime.runEndJob(),
  })
  app.addHook('onClose', async () => {
    await flusher.close()
  })
  return runtime
}
