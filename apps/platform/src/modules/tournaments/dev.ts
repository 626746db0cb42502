// The back-office stand-ins (ADR 041, outside production): create a tournament from a body so
// journeys and the bench make their own, and finish one now (end moved to now, end job run).
import type { createDevTournament } from '@croupier/contract/dev/create-tournament'
import { LOCALES } from '@croupier/rules/locale'
import { maskNickname } from '@croupier/rules/promotions'
import { V } from '@croupier/rules/validation-keys'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { FieldValidationError, HttpError } from '../../http/errors.ts'
import { runTournamentEndJob } from './end.ts'
import { presentPrize } from './presenter.ts'
import * as repo from './tournaments.repository.ts'

const MINUTE_MS = 60_000

export async function createTournamentFromBody(
  db: Database,
  body: z.infer<(typeof createDevTournament)['body']>,
  now: Date,
): Promise<repo.TournamentRow> {
  if (await repo.findTournament(db, body.identifier)) {
    throw new FieldValidationError({ identifier: [V.INVALID] })
  }
  for (const prize of body.prizes ?? []) {
    if (prize.place_to < prize.place_from) throw new FieldValidationError({ prizes: [V.INVALID] })
    if (prize.type !== 'cash' && !prize.bonus_definition_key)
      throw new FieldValidationError({ prizes: [V.REQUIRED] })
  }
  const title = Object.fromEntries(LOCALES.map((locale) => [locale, body.title]))
  const saved = await repo.insertTournament(db, {
    frontendIdentifier: body.identifier,
    kind: body.kind,
    titles: title,
    startAt: now,
    endAt: new Date(now.getTime() + body.minutes * MINUTE_MS),
    currency: body.currency,
    groupIds: body.group_ids ?? [],
    games: body.games ?? [],
    minBetCents: body.min_bet_cents ?? 0,
    prizes: body.prizes ?? [],
    config:
      body.kind === 'wheel'
        ? {
            spin_every_cents: body.spin_every_cents ?? 1_000,
            lootbox_group_key: body.lootbox_group_key ?? 'wheel',
          }
        : {},
    position: 1_000,
    createdAt: now,
  })
  // Taken between the check above and the insert (two requests at once): the same answer.
  if (!saved) throw new FieldValidationError({ identifier: [V.INVALID] })
  return saved
}

/** Ends the tournament now (if not ended yet) and settles it; answers its paid places. */
export async function finishTournament(db: Database, id: string, now: Date) {
  const row = await repo.findTournament(db, id)
  if (!row) throw new HttpError(404, 'NOT_FOUND', 'No such tournament')
  if (row.kind === 'quest' || row.kind === 'achievement') {
    throw new HttpError(409, 'TOURNAMENT_NO_JOIN', 'Quests and achievements do not end.')
  }
  if (row.endAt === null || row.endAt.getTime() > now.getTime()) await repo.setEndAt(db, row.id, now)
  await runTournamentEndJob(db, now, row.id)
  const prizes = await repo.prizesOf(db, [row.id])
  return {
    tournament_id: String(row.id),
    winners: prizes.map((prize) => ({
      award_place: prize.place,
      nickname: maskNickname(prize.nickname),
      score: prize.score,
      prize: prize.prize ? presentPrize(prize.prize, 'en') : null,
    })),
  }
}
