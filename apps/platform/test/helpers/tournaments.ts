// Tournaments in tests (ADR 041): made through the dev create route, joined through the API,
// entries and scored rounds read from the tables.
import * as api from '@croupier/contract/api.generated'
import type { Tournament } from '@croupier/contract/tournaments/tournament'
import { and, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { DeliveredEvent } from '../../src/modules/events/events.service.ts'
import { domainEvents } from '../../src/modules/events/events.tables.ts'
import {
  tournamentEntries,
  tournamentScoredRounds,
} from '../../src/modules/tournaments/tournaments.tables.ts'
import { inject } from './call.ts'
import type { TestApp } from './test-app.ts'

let serial = 0

export async function createTournament(
  t: TestApp,
  body: Partial<Record<string, unknown>> & { kind: string },
): Promise<Tournament> {
  serial += 1
  const response = await inject(t.app, api.createDevTournament, {
    csrf: true,
    rawBody: {
      identifier: `test-${body.kind.replace('_', '-')}-${process.pid}-${serial}`,
      title: `Test ${body.kind}`,
      minutes: 60,
      currency: 'EUR',
      ...body,
    },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as Tournament
}

export async function join(t: TestApp, id: string, cookie: string) {
  const response = await inject(t.app, api.confirmTournament, { csrf: true, cookie, params: { id } })
  expect(response.statusCode, response.body).toBe(200)
}

export async function entryOf(t: TestApp, tournamentId: string, playerId: number) {
  const [row] = await t.db
    .select()
    .from(tournamentEntries)
    .where(
      and(eq(tournamentEntries.tournamentId, Number(tournamentId)), eq(tournamentEntries.playerId, playerId)),
    )
  return row
}

export async function scoredRounds(t: TestApp, tournamentId: string) {
  return t.db
    .select()
    .from(tournamentScoredRounds)
    .where(eq(tournamentScoredRounds.tournamentId, Number(tournamentId)))
}

/** Every round.finished event in the outbox, as the dispatcher delivers them. */
export async function roundEvents(t: TestApp): Promise<DeliveredEvent<'round.finished'>[]> {
  const rows = await t.db.select().from(domainEvents).where(eq(domainEvents.type, 'round.finished'))
  return rows.map((row) => ({
    id: row.id,
    type: 'round.finished',
    payload: row.payload as DeliveredEvent<'round.finished'>['payload'],
    createdAt: row.createdAt,
  }))
}
