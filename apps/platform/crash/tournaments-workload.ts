// Tournaments under SIGKILL (issue #14, ADR 041): players join a tournament of every scoring kind
// and play while the platform is killed; afterwards each qualifying round.finished counts exactly
// once per tournament (one dedupe row, the entry's score, rounds and wheel spins equal what the
// events say), however many times the outbox delivered it across the kills.
import { createDevTournament } from '@croupier/contract/dev/create-tournament'
import { confirmTournament } from '@croupier/contract/tournaments/confirm-tournament'
import type { Actor } from './actors.ts'
import { must } from './actors.ts'
import type { CrashDatabase } from './database.ts'

export const WHEEL_SPIN_EVERY_CENTS = 500
const KINDS = ['bet_sum', 'max_multiplier', 'rounds', 'wheel'] as const

/** A tournament of each scoring kind, made by the first actor's dev call; every actor joins them. */
export async function joinTournaments(runId: string, actors: readonly Actor[]): Promise<string[]> {
  const [maker] = actors
  if (!maker) return []
  const ids: string[] = []
  for (const kind of KINDS) {
    const body = {
      kind,
      identifier: `crash-${kind.replace('_', '-')}-${runId}`.toLowerCase(),
      title: `Crash ${kind}`,
      minutes: 120,
      currency: 'EUR',
      ...(kind === 'wheel' ? { spin_every_cents: WHEEL_SPIN_EVERY_CENTS, lootbox_group_key: 'wheel' } : {}),
    }
    const created = must(
      await maker.client.call('tournament:create', createDevTournament, { body }),
      201,
      kind,
    )
    ids.push((created as { id: string }).id)
  }
  for (const actor of actors)
    for (const id of ids)
      must(
        await actor.client.call('tournament:join', confirmTournament, { params: { id } }),
        200,
        `join ${id}`,
      )
  return ids
}

const lines = (rows: Record<string, unknown>[]) => rows.map((row) => JSON.stringify(row))

/** The tier's entries (not the seed's history) whose dedupe rows, rounds, score or wheel spins differ from the round events after joining. */
export async function tournamentViolations(db: CrashDatabase): Promise<string[]> {
  const rows = await db.query(`
    WITH ev AS (
      SELECT (payload->>'round_id')::bigint AS round_id, (payload->>'player_id')::int AS player_id,
             (payload->>'bet_cents')::bigint AS bet, (payload->>'win_cents')::bigint AS win,
             COALESCE((payload->>'cash_bet_cents')::bigint, 0) + COALESCE((payload->>'bonus_bet_cents')::bigint, 0) AS stake,
             created_at
      FROM domain_events
      WHERE type = 'round.finished' AND payload->>'mode' = 'real' AND (payload->>'free_spin')::boolean IS NOT TRUE),
    expected AS (
      SELECT e.id, t.kind, COUNT(ev.round_id) AS rounds, COALESCE(SUM(ev.stake), 0) AS staked,
             COALESCE(MAX(FLOOR(ev.win * 100 / ev.bet)), 0) AS best
      FROM tournament_entries e JOIN tournaments t ON t.id = e.tournament_id
      LEFT JOIN ev ON ev.player_id = e.player_id AND ev.created_at >= e.confirmed_at AND ev.stake > 0
                  AND ev.created_at >= t.start_at AND ev.created_at < t.end_at
      WHERE t.frontend_identifier LIKE 'crash-%'
      GROUP BY e.id, t.kind),
    scored AS (
      SELECT e.id, COUNT(s.round_id) AS n FROM tournament_entries e
      LEFT JOIN tournament_scored_rounds s ON s.tournament_id = e.tournament_id AND s.player_id = e.player_id
      GROUP BY e.id),
    boxes AS (
      SELECT e.id, COUNT(l.id) AS n FROM tournament_entries e
      LEFT JOIN lootboxes l ON l.player_id = e.player_id AND l.source = 'tournament'
                           AND l.source_key LIKE 'wheel-tournament:' || e.tournament_id || ':%'
      GROUP BY e.id)
    SELECT x.id, x.kind, x.rounds AS expected_rounds, e.rounds, scored.n AS scored_rows, e.score,
           x.staked, x.best, e.bet_cents, e.spins_issued, boxes.n AS boxes
    FROM expected x JOIN tournament_entries e ON e.id = x.id JOIN scored ON scored.id = x.id JOIN boxes ON boxes.id = x.id
    WHERE scored.n <> x.rounds OR e.rounds <> x.rounds OR e.bet_cents <> x.staked
       OR e.score <> CASE x.kind WHEN 'bet_sum' THEN x.staked WHEN 'max_multiplier' THEN x.best ELSE x.rounds END
       OR (x.kind = 'wheel' AND (e.spins_issued <> FLOOR(x.staked / ${WHEEL_SPIN_EVERY_CENTS}) OR boxes.n <> e.spins_issued))`)
  return lines(rows).map((l) => `tournament entry ≠ its rounds ${l}`)
}

/** How much the tier scored (so the check above is not vacuous). */
export async function tournamentProgress(db: CrashDatabase) {
  const [row] = await db.query<{ scored: string; boxes: string }>(`SELECT
    (SELECT COUNT(*) FROM tournament_scored_rounds) AS scored,
    (SELECT COUNT(*) FROM lootboxes WHERE source = 'tournament') AS boxes`)
  return { scored: Number(row?.scored ?? 0), boxes: Number(row?.boxes ?? 0) }
}
