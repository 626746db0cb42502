// Quests and achievements (issue #14, ADR 041): GET /api/quests/{identifier} for anyone (with a
// session: the player's progress), and the progress subscriber on finished rounds.
import { getQuest } from '@croupier/contract/quests/get-quest'
import { normaliseLocale } from '@croupier/rules/locale'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { route } from '../../http/route.ts'
import { progressRounds } from './progress.ts'
import { questView } from './views.ts'

/** The request's locale: the first language of Accept-Language we know, else English. */
function localeOf(request: FastifyRequest): string {
  const header = request.headers['accept-language']
  const value = Array.isArray(header) ? header[0] : header
  for (const part of (value ?? '').split(',')) {
    const locale = normaliseLocale(part.split(';')[0])
    if (locale) return locale
  }
  return 'en'
}

export function registerQuestRoutes(app: FastifyInstance): void {
  const { db } = app.deps
  route(
    app,
    getQuest,
    ({ request, session, params }) =>
      questView(
        db,
        params.identifier,
        { playerId: session?.playerId ?? null, locale: localeOf(request) },
        app.clock(),
      ),
    { auth: 'any', cache: 'private-no-store' },
  )
  app.events.subscribeOnce(
    'round.finished',
    'quests.progress',
    async (event, tx) => {
      await progressRounds(tx, [event], app.clock())
    },
    // A pass's rounds in one transaction, like tournament scores.
    async (events, tx) => {
      await progressRounds(tx, events, app.clock())
    },
  )
}
